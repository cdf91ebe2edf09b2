/**
 * What a remote tells the server about its pages (its SERVER_PAGES_EXPOSE, built into the remote's
 * Node container, createServerContainerConfig): which exposes the server may draw, the reads each
 * is drawn from and the picture it leads with. The shell's server render (shell/src/server) loads
 * the expose itself, as the browser does, and renders it inside the shell's own app, which the
 * browser then hydrates. What a page reads changes with its remote's deploy alone.
 */
import type { ReactNode } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ImageListEntry } from '../api-contract/home-screen.ts';
import type { SessionFlag } from './drawn-for.ts';
import type { PageRenderMember, PageRenderRequest } from './rendered-page.ts';

/** The expose of a remote's Node container that exports its ServerPages. */
export const SERVER_PAGES_EXPOSE = './ServerPages';

/** What a page's loader is given: the path's params and query, the render's store, and whom it is drawn for. */
export interface PageLoad {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** Dispatches RTK Query's `initiate` of the page's endpoints; their answers are the page's first reads. */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  member?: PageRenderMember;
}

/** A started read as `initiate` returns it: awaited, its data or its error. */
export type StartedRead = PromiseLike<{ data?: unknown; error?: unknown }>;

/** The page's main picture: where its images are in the first reads, and the box the page shows it in. */
export interface LeadImage {
  imageList: readonly ImageListEntry[];
  aspectRatio: number;
  sizes: string;
}

/** The reads one expose is drawn from. */
export interface ServerPage {
  /**
   * Starts the page's first reads and returns them (a read that depends on another's answer may
   * await it first); null when the page is not drawn for this path and query (a search, a bad id).
   */
  load: (load: PageLoad) => readonly StartedRead[] | null | Promise<readonly StartedRead[] | null>;
  /** The picture the page leads with, from its reads' data in the order load returned them: preloaded beside the scripts. */
  leadImage?: (data: readonly unknown[]) => LeadImage | undefined;
}

/** A remote's SERVER_PAGES_EXPOSE module. */
export interface ServerPages {
  /** By expose: the pages the server draws. */
  pages: Readonly<Record<string, ServerPage>>;
  /** The exposes drawn for a signed-in member alone (her page session): private, Vary: Cookie. */
  memberPages?: readonly string[];
  /**
   * By expose, the flags of a member's stored session that drop her drawn page before it paints
   * (DrawnForMember.droppedIf): for a page that reads them as the server cannot.
   */
  droppedIf?: Readonly<Record<string, readonly SessionFlag[]>>;
  /**
   * Around the page on the server: what its own hooks read in the browser and the server lends
   * (her day, the API's HTML sanitizer). Context only, no markup: the browser renders the page bare.
   */
  wrap?: (page: ReactNode, request: PageRenderRequest) => ReactNode;
}

export function isServerPages(value: unknown): value is ServerPages {
  const pages = (value as Partial<ServerPages> | null)?.pages;
  return typeof pages === 'object' && pages !== null && Object.values(pages).every((page) => typeof page?.load === 'function');
}
