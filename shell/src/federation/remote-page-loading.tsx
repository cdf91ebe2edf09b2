import { useEffect } from 'react';
import { captureFallbackPage, type CapturedFallbackPage } from '@app/shared/prerender/static-fallback';
import { Spinner } from '@app/shared/ui';

// Taken from the server's HTML when this module loads, before the first render replaces it.
let captured: CapturedFallbackPage | null = typeof document === 'undefined' ? null : captureFallbackPage(document.getElementById('root'));

/**
 * What a remote page shows while its code loads: on the first load of a route the server sent a
 * static fallback for (a remote's prerendered page), that same markup, so nothing moves when the
 * live page replaces it; otherwise a spinner.
 */
export function RemotePageLoading() {
  const page = captured?.route === window.location.pathname ? captured : null;
  useEffect(
    () => () => {
      captured = null;
    },
    [],
  );
  if (!page) return <Spinner />;
  return <div className={page.className} dangerouslySetInnerHTML={{ __html: page.html }} />;
}
