import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RemoteName } from '@app/shared/contract';
import { allAnswered, drawnPageOf, readPage } from '@app/shared/prerender/server-page-reads';
import type { ServerPages } from '@app/shared/prerender/server-pages';
import type { PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { matchRoute } from '@app/shared/routes';

/**
 * A remote's page as the shell's server render draws it (shell/src/server), without the shell's
 * layout around it: the page its ServerPages declares for the request, from the reads it declares,
 * inside the remote's wrap. For a remote's tests of what its pages read and draw, in Node. Null
 * when the server would draw none.
 */
export async function drawServerPage(
  remote: RemoteName,
  serverPages: ServerPages,
  exposes: Readonly<Record<string, ComponentType>>,
  request: PageRenderRequest,
): Promise<{ markup: string; data: unknown[] } | null> {
  const drawn = drawnPageOf(remote, serverPages, request);
  const Page = drawn && exposes[drawn.expose];
  if (!drawn || !Page) return null;
  const reads = await readPage(drawn.page, request);
  if (!reads) return null;
  const wrap = serverPages.wrap ?? ((page) => page);
  const markup = renderToString(
    <Provider store={reads.store}>
      <StaticRouter location={`${request.pathname}${request.search}`}>
        <Routes>
          <Route path={matchRoute(request.pathname).entry.path} element={wrap(<Page />, request)} />
        </Routes>
      </StaticRouter>
    </Provider>,
  );
  // Without the comments React separates adjacent texts with, which a test reads past.
  return allAnswered(reads.store) ? { markup: markup.replace(/<!-- -->/g, ''), data: reads.data } : null;
}
