// An async boundary, so the federation runtime can negotiate shared modules before app code runs.
import('./bootstrap.tsx');
