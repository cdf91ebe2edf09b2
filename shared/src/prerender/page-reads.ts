/**
 * Page reads: the public API calls a page makes as it first renders, whose replies are the same
 * for a visitor and for every member (the catalog's content, articles and listings, the programs). The server sends those
 * replies inside the page, and the shell answers the calls from there instead of the network, so
 * a recipe or a listing renders as soon as its scripts have run, one round trip sooner. The page's
 * main picture is preloaded beside the scripts, chosen from those replies as the page chooses it.
 */
import { contentPath, FIRST_PAGE, listingPath, type ContentDetail, type ListingPage } from '../api-contract/application-search.ts';
import type { ApiEnvelope } from '../api-contract/envelope.ts';
import type { ImageListEntry } from '../api-contract/home-screen.ts';
import { filtersPath, USER_INTERACTION_PATHS } from '../api-contract/user-interaction.ts';
import { chooseImage, variantsFromImageList } from '../media/image-choice.ts';
import { ARTICLE_HERO_IMAGE, LISTING_CARD_IMAGE, RECIPE_HERO_IMAGE } from '../media/page-images.ts';
import { articleIdOf, listingTypeOf, matchRoute } from '@app/shared/routes';
import { scriptJson } from './script-json.ts';

/** The element of the page that carries the replies: a JSON object, request URL -> reply body. */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/** A reply larger than this is left to the network: it would delay the page's first bytes. */
export const PAGE_READ_MAX_BYTES = 64 * 1024;

interface PageReadPlan {
  /** Path and query of each read, as the page's remote asks for it. */
  urls: string[];
  /** The box of the page's main picture, and where in the first read's data its images are. */
  leadImage?: { aspectRatio: number; sizes: string; imagesIn: (data: unknown) => readonly ImageListEntry[] | undefined };
}

/** Only the plain first screen: a listing opened with a search or filters in its query reads something else. */
function pageReadPlan(pathname: string, search: string): PageReadPlan | null {
  const { entry, params } = matchRoute(pathname);
  const target = entry.target;
  if (!('remote' in target)) return null;
  if (target.remote === 'planner' && target.expose === './ProgramsPage') return { urls: [USER_INTERACTION_PATHS.programsAll] };
  if (target.remote !== 'content') return null;
  if (target.expose === './RecipePage') {
    const id = Number(params.recipeId);
    if (!Number.isInteger(id) || id <= 0) return null;
    const imagesIn = (data: unknown) =>
      (data as ContentDetail | null)?.contentType === 'recipe' ? (data as ContentDetail).imageList : undefined;
    return { urls: [contentPath(id)], leadImage: { ...RECIPE_HERO_IMAGE, imagesIn } };
  }
  if (target.expose === './ArticlePage' || target.expose === './SuccessDetailPage') {
    const id = articleIdOf(pathname);
    if (id === null) return null;
    // A policy is drawn without its picture.
    const imagesIn = (data: unknown) => {
      const article = data as ContentDetail | null;
      return article?.contentType === 'article' && article.kind !== 'policy' ? article.imageList : undefined;
    };
    return { urls: [contentPath(id)], leadImage: { ...ARTICLE_HERO_IMAGE, imagesIn } };
  }
  if (target.expose === './ListingPage') {
    const type = listingTypeOf(pathname, params.listingType);
    if (!type || [...new URLSearchParams(search).keys()].length > 0) return null;
    const imagesIn = (data: unknown) => (data as ListingPage | null)?.items?.[0]?.imageList;
    return { urls: [`${listingPath(type)}?page=${FIRST_PAGE}`, filtersPath(type)], leadImage: { ...LISTING_CARD_IMAGE, imagesIn } };
  }
  return null;
}

/** The URLs (path and query, as the page's remote asks for them) that a path reads first. */
export function publicPageReads(pathname: string, search: string): string[] {
  return pageReadPlan(pathname, search)?.urls ?? [];
}

/**
 * The element that carries the replies, to put into the page. '<' is escaped so that no reply can
 * close the element (or open another) whatever text it holds.
 */
export function pageReadsElement(replies: Readonly<Record<string, string>>): string {
  if (Object.keys(replies).length === 0) return '';
  const json = scriptJson(replies);
  return `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${json}</script>`;
}

/** The replies a page carries (empty when it carries none, or something unreadable). */
export function readPageReads(text: string | null | undefined): Map<string, string> {
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function envelopeData(body: string | undefined): unknown {
  if (body === undefined) return null;
  try {
    return (JSON.parse(body) as ApiEnvelope<unknown>).data ?? null;
  } catch {
    return null;
  }
}

/**
 * A preload of the page's main picture (the recipe's hero, the listing's first card) with the
 * srcset and sizes its <img> will have, so the browser fetches that same file beside the scripts
 * rather than once they have drawn the page. Empty when the replies hold no picture for it.
 */
export function leadImagePreload(pathname: string, search: string, replies: Readonly<Record<string, string>>): string {
  const plan = pageReadPlan(pathname, search);
  if (!plan?.leadImage) return '';
  const { aspectRatio, sizes, imagesIn } = plan.leadImage;
  const imageList = imagesIn(envelopeData(replies[plan.urls[0]!]));
  const image = Array.isArray(imageList) ? chooseImage(variantsFromImageList(imageList), { aspectRatio }) : null;
  if (!image) return '';
  const srcset = image.srcSet ? ` imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image.src)}"${srcset} fetchpriority="high">`;
}
