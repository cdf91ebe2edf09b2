import {
  HELP_DEFAULT_PER_PAGE,
  HELP_MAX_PER_PAGE,
  type HelpCursorPaging,
  type HelpPaging,
  type HelpSortOrder,
} from '@app/shared/api-contract/help-center';
import { MAX_ID } from '../catalog/request-numbers.ts';
import { badPaging } from './help-center-errors.ts';

/**
 * Zendesk's two ways through a list: offset paging (page, per_page; the reply counts the pages)
 * and cursor paging (page[size] with page[after] or page[before]; the reply carries meta.has_more,
 * the cursors and links.next / links.prev). Every link is an absolute URL on the app's PUBLIC_URL,
 * never the Host a request came with, as Zendesk's are: clients such as node-zendesk follow them as
 * they are.
 */

/** A row's place in a list's order: the values of its sort columns, the id last. */
export type CursorKey = readonly (string | number)[];
/** What each value of a list's cursor key is, to refuse a cursor that is not one of its own. */
export type KeyTypes = readonly ('number' | 'string')[];

export interface HelpOrder {
  sortBy: string;
  order: HelpSortOrder;
}

export type HelpWindow =
  { kind: 'offset'; page: number; perPage: number } | { kind: 'cursor'; size: number; after: CursorKey | null; before: CursorKey | null };

export interface PagingQuery {
  page?: string | undefined;
  per_page?: string | undefined;
  'page[size]'?: string | undefined;
  'page[after]'?: string | undefined;
  'page[before]'?: string | undefined;
}

/** A page size as asked: a whole number from 1; more than Zendesk's 100 is read as 100, as Zendesk does. */
function pageSize(text: string | undefined, name: string): number {
  if (text === undefined) return HELP_DEFAULT_PER_PAGE;
  const size = Number(text);
  if (!Number.isSafeInteger(size) || size < 1)
    throw badPaging(`${name} must be a whole number from 1 (more than ${HELP_MAX_PER_PAGE} is read as ${HELP_MAX_PER_PAGE}).`);
  return Math.min(size, HELP_MAX_PER_PAGE);
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The opaque cursor of a row in this order. */
function encodeCursor(order: HelpOrder, key: CursorKey): string {
  return encode(JSON.stringify({ s: order.sortBy, o: order.order, k: key }));
}

/** A cursor of this list in this order, or a 400 naming the parameter. */
function decodeCursor(text: string, order: HelpOrder, keyTypes: KeyTypes, name: string): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const cursor = parsed as { s?: unknown; o?: unknown; k?: unknown } | null;
  const key = cursor && typeof cursor === 'object' ? cursor.k : undefined;
  const fits = Array.isArray(key) && key.length === keyTypes.length && key.every((value, index) => typeof value === keyTypes[index]);
  if (!fits) throw badPaging(`${name} is not a cursor of this list: use the after_cursor or before_cursor of one of its pages.`);
  if (cursor!.s !== order.sortBy || cursor!.o !== order.order) {
    throw badPaging(
      `${name} was given for another order of this list: ask with the sort_by and sort_order it came with, or start again without it.`,
    );
  }
  return key as CursorKey;
}

/** Offset or cursor paging, as the query asks (cursor paging as soon as a page[...] parameter is there). */
export function windowOf(query: PagingQuery, order: HelpOrder, keyTypes: KeyTypes): HelpWindow {
  const after = query['page[after]'];
  const before = query['page[before]'];
  if (query['page[size]'] === undefined && after === undefined && before === undefined) {
    const page = query.page === undefined ? 1 : Number(query.page);
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_ID) throw badPaging(`page must be a whole number from 1 to ${MAX_ID}.`);
    return { kind: 'offset', page, perPage: pageSize(query.per_page, 'per_page') };
  }
  if (query.page !== undefined || query.per_page !== undefined) {
    throw badPaging(
      'Use either page and per_page (offset paging) or page[size] with page[after] or page[before] (cursor paging), not both.',
    );
  }
  if (after !== undefined && before !== undefined) throw badPaging('Give page[after] or page[before], not both.');
  return {
    kind: 'cursor',
    size: pageSize(query['page[size]'], 'page[size]'),
    after: after === undefined ? null : decodeCursor(after, order, keyTypes, 'page[after]'),
    before: before === undefined ? null : decodeCursor(before, order, keyTypes, 'page[before]'),
  };
}

/** Where a list was asked: its absolute address on PUBLIC_URL (path as routed) and its query. */
export interface ListAddress {
  publicUrl: string;
  /** The request's path and query (request.url). */
  url: string;
}

/** The list's address with `changes` to its query (undefined removes a parameter); brackets left as Zendesk writes them. */
function linkTo(address: ListAddress, changes: Record<string, string | undefined>): string {
  const [path, search = ''] = address.url.split('?');
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return `${address.publicUrl}${path}${query ? `?${query}` : ''}`;
}

/** Zendesk's offset paging fields: next_page and previous_page are this list's address with the page changed. */
export function offsetPaging(address: ListAddress, window: { page: number; perPage: number }, count: number, order: HelpOrder): HelpPaging {
  const pageCount = Math.max(1, Math.ceil(count / window.perPage));
  const link = (page: number) => linkTo(address, { page: String(page), per_page: String(window.perPage) });
  return {
    page: window.page,
    per_page: window.perPage,
    page_count: pageCount,
    count,
    next_page: window.page < pageCount ? link(window.page + 1) : null,
    previous_page: window.page > 1 ? link(Math.min(window.page - 1, pageCount)) : null,
    sort_by: order.sortBy,
    sort_order: order.order,
  };
}

/** One page of a list read with a cursor: its rows' keys at either end, and whether rows lie beyond each end. */
export interface CursorPage {
  firstKey: CursorKey | null;
  lastKey: CursorKey | null;
  hasAfter: boolean;
  hasBefore: boolean;
}

/** Zendesk's cursor paging fields; has_more looks the way the page was asked (forward, or back with page[before]). */
export function cursorPaging(
  address: ListAddress,
  window: { size: number; before: CursorKey | null },
  page: CursorPage,
  order: HelpOrder,
): HelpCursorPaging {
  const afterCursor = page.lastKey && encodeCursor(order, page.lastKey);
  const beforeCursor = page.firstKey && encodeCursor(order, page.firstKey);
  const link = (name: 'page[after]' | 'page[before]', cursor: string) =>
    linkTo(address, { 'page[size]': String(window.size), 'page[after]': undefined, 'page[before]': undefined, [name]: cursor });
  return {
    meta: { has_more: window.before ? page.hasBefore : page.hasAfter, after_cursor: afterCursor, before_cursor: beforeCursor },
    links: {
      next: page.hasAfter && afterCursor ? link('page[after]', afterCursor) : null,
      prev: page.hasBefore && beforeCursor ? link('page[before]', beforeCursor) : null,
    },
  };
}
