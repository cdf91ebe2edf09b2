import { useEffect, useLayoutEffect } from 'react';
import { captureFallbackPage, elementAt, elementPath, type CapturedFallbackPage } from '@app/shared/prerender/static-fallback';
import { Spinner } from '@app/shared/ui';

const pageRoot = () => document.getElementById('main');

// Taken from the server's HTML when this module loads, before the first render replaces it.
let captured: CapturedFallbackPage | null = typeof document === 'undefined' ? null : captureFallbackPage(document.getElementById('root'));

/**
 * Where in the server's first screen the focus is (a keyboard user may tab in before the scripts
 * run), as a path under <main>: each render that replaces that markup with the same markup puts
 * the focus back on the same place, rather than dropping it to the top of the document.
 */
let focusPath: number[] | null = null;
const followFocus = (event: FocusEvent) => {
  focusPath = elementPath(pageRoot(), event.target) ?? focusPath;
};
if (captured) {
  focusPath = elementPath(pageRoot(), document.activeElement);
  document.addEventListener('focusin', followFocus);
}

function restoreFocus() {
  if (!focusPath || (document.activeElement && document.activeElement !== document.body)) return;
  const target = elementAt(pageRoot(), focusPath);
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/**
 * What a remote page shows while its code loads: on the first load of a route the server sent a
 * static fallback for (a remote's prerendered page), that same markup, so nothing moves when the
 * live page replaces it; otherwise a spinner.
 */
export function RemotePageLoading() {
  const page = captured?.route === window.location.pathname ? captured : null;
  useLayoutEffect(() => {
    if (page) restoreFocus();
  }, [page]);
  useEffect(
    () => () => {
      // The live page is in: the focus goes to its copy of what had it, and the first screen is done with.
      restoreFocus();
      captured = null;
      focusPath = null;
      document.removeEventListener('focusin', followFocus);
    },
    [],
  );
  if (!page) return <Spinner />;
  return <div className={page.className} dangerouslySetInnerHTML={{ __html: page.html }} />;
}
