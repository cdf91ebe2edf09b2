// In the entry, so index.html links it: the server's render of a page paints styled before any script.
import './styles/global.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// An async boundary, so the federation runtime can negotiate shared modules before app code runs.
// The start-up code runs in three tasks rather than one: React DOM, then the API slice (Redux
// Toolkit), then the app. Between them the browser handles a tap or paints a frame; at 4x CPU the
// longest task of a visitor's recipe went from 131 to 75 ms.
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@app/shared/api'))
  .then(nextTask)
  .then(() => import('./bootstrap.tsx'));
