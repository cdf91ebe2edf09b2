// In the entry, so index.html links it: the server's static fallback paints styled before any script.
import './styles/global.css';
// An async boundary, so the federation runtime can negotiate shared modules before app code runs.
import('./bootstrap.tsx');
