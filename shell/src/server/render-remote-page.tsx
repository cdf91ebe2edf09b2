/**
 * A remote's page drawn on the server inside the shell's own app (ShellApp, the tree the browser
 * renders), from the reads its remote declares for it (ServerPages, its Node container), asked
 * through the API as a visitor or, for a signed-in member, as her. The page goes out with the API
 * cache it was drawn from, and the browser hydrates it (bootstrap.tsx): the live page is this markup.
 */
import { PassThrough } from 'node:stream';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RemoteName } from '@app/shared/contract';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import type { LeadImage, ServerPages } from '@app/shared/prerender/server-pages';
import { allAnswered, drawnPageOf, readPage } from '@app/shared/prerender/server-page-reads';
import { escapeAttribute, type PageRenderRequest, type RenderedPage } from '@app/shared/prerender/rendered-page';
import { scriptJson } from '@app/shared/prerender/script-json';
import { DrawnPageContext } from '../federation/remote-page.tsx';
import { ShellApp } from '../routing/shell-app.tsx';
import { subscriptionCheckDrawn } from '../session/subscription-check.ts';

/** React writes a preload for a high-priority image before the markup; the page's head has the loader's own. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * A preload of the page's main picture with the srcset and sizes its <img> will have, so the
 * browser fetches that same file beside the scripts rather than once they have run. Empty when
 * there is none.
 */
export function leadImagePreload(image: LeadImage | undefined): string {
  const chosen = image ? chooseImage(variantsFromImageList(image.imageList), { aspectRatio: image.aspectRatio }) : null;
  if (!chosen) return '';
  const srcset = chosen.srcSet ? ` imagesrcset="${escapeAttribute(chosen.srcSet)}" imagesizes="${escapeAttribute(image!.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(chosen.src)}"${srcset} fetchpriority="high">`;
}

/** React's HTML of the tree once every boundary has its content (a crawler's render: nothing streams). */
function renderHtml(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, however long: React outlines a big one behind a script the page does not carry.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed === null ? stream.pipe(sink) : undefined),
      onShellError: reject,
      // A boundary that failed would go out as its fallback, to be drawn again in the browser: no first screen then.
      onError: (error) => {
        failed ??= error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** A remote's pages as the server draws them: what it declares, and each expose's page loaded. */
export interface RemotePages {
  remote: RemoteName;
  /** The version of the remote these pages are (RenderedPage.drawnBy). */
  version: string;
  serverPages: ServerPages;
  /** The expose's page component, loaded as the browser loads it; null when it has none. */
  page: (expose: string) => Promise<ComponentType | null>;
}

/**
 * The remote's page that renders the path, inside the shell's app as its reader sees it (a
 * visitor's, or for request.member hers): its loader's reads answered, rendered once. Null when
 * none of its pages renders the path, a visitor cannot open it (or, for a member, it is not a
 * member's page), its loader declines the path, a read fails, or the render needs a read its
 * loader did not answer (the page would show a spinner).
 */
export async function renderRemotePage(remotePages: RemotePages, request: PageRenderRequest): Promise<RenderedPage | null> {
  const { remote, serverPages } = remotePages;
  const { pathname, search, member } = request;
  const drawn = drawnPageOf(remote, serverPages, request);
  if (!drawn) return null;
  const { expose, page } = drawn;
  const Page = await remotePages.page(expose);
  if (!Page) return null;

  const reads = await readPage(page, request);
  if (!reads) return null;
  const { store } = reads;
  if (member) subscriptionCheckDrawn(store);

  const wrap = serverPages.wrap ?? ((element) => element);
  const query = search.replace(/^\?/, '');
  const html = await renderHtml(
    <DrawnPageContext value={{ remote, expose, Page, wrap: (element) => wrap(element, request) }}>
      <ShellApp
        store={store}
        router={(children) => <StaticRouter location={`${pathname}${query ? `?${query}` : ''}`}>{children}</StaticRouter>}
      />
    </DrawnPageContext>,
  );
  if (!allAnswered(store)) return null;
  const { queries, provided } = store.getState().api;
  return {
    route: pathname,
    head: leadImagePreload(page.leadImage?.(reads.data)),
    body: html.replace(LEADING_LINKS, ''),
    cache: scriptJson({ queries, mutations: {}, provided }),
    drawnBy: remotePages.version,
    ...(member
      ? { drawnFor: { userId: String(member.userId), today: member.today, droppedIf: serverPages.droppedIf?.[expose] ?? [] } }
      : {}),
  };
}
