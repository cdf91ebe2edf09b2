import { addDays } from '@app/shared/planner/calendar';
import type { CatalogArticle, PregnancyStage, StoryType } from './types.ts';

/**
 * Every article body is written as an outline and rendered by `renderOutline`, so all articles
 * share one shape and one small HTML vocabulary: p, h2, h3, ul, ol, li, strong, em, blockquote.
 * In outline text, `**words**` becomes <strong>; everything else is escaped plain text.
 */
export interface OutlineSection {
  heading: string;
  /** Paragraphs under the heading. */
  text?: string[];
  /** An unordered list after the paragraphs. */
  bullets?: string[];
  /** An ordered list after the paragraphs (steps to follow in order). */
  steps?: string[];
  /** A short pull quote after the lists. */
  quote?: string;
  /** Paragraphs after the lists. */
  then?: string[];
  /** Smaller sub-sections (h3). */
  parts?: { heading: string; text: string[] }[];
}

export interface Outline {
  intro: string[];
  sections: OutlineSection[];
  /** Closing paragraphs after the last section. */
  closing?: string[];
}

export const WORDS_PER_MINUTE = 200;

/** Ends every pregnancy and postpartum article, in <em>. */
export const CARE_REMINDER = 'This is general information, not medical advice: check with your midwife or doctor about what is right for you.';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function inline(text: string): string {
  const escaped = text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
  return escaped.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

const paragraphs = (texts: string[] | undefined) => (texts ?? []).map((text) => `<p>${inline(text)}</p>`);
const list = (tag: 'ul' | 'ol', items: string[] | undefined) =>
  items && items.length > 0 ? [`<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`] : [];

export function renderOutline(outline: Outline, reminder?: string): string {
  const blocks = [...paragraphs(outline.intro)];
  for (const section of outline.sections) {
    blocks.push(`<h2>${inline(section.heading)}</h2>`, ...paragraphs(section.text), ...list('ul', section.bullets), ...list('ol', section.steps));
    if (section.quote) blocks.push(`<blockquote><p>${inline(section.quote)}</p></blockquote>`);
    blocks.push(...paragraphs(section.then));
    for (const part of section.parts ?? []) blocks.push(`<h3>${inline(part.heading)}</h3>`, ...paragraphs(part.text));
  }
  blocks.push(...paragraphs(outline.closing));
  if (reminder) blocks.push(`<p><em>${inline(reminder)}</em></p>`);
  return blocks.join('\n');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The words a reader reads: tags dropped, entities decoded. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readMinutesFor(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** Australian spellings (the default region) and what the UK and the US write instead. */
const UK_WORDING: [RegExp, string][] = [[/\bprogram(s?)\b/gi, 'programme$1']];
const US_WORDING: [RegExp, string][] = [
  [/\bmum(s?)\b/gi, 'mom$1'],
  [/\bcolour(s|ful)?\b/gi, 'color$1'],
  [/\bfibre\b/gi, 'fiber'],
  [/\bcaesarean(s?)\b/gi, 'cesarean$1'],
  [/\byoghurt(s?)\b/gi, 'yogurt$1'],
  [/\bpaediatric(ian)?\b/gi, 'pediatric$1'],
  [/\bcentre(s?)\b/gi, 'center$1'],
  [/\boestrogen\b/gi, 'estrogen'],
  [/\banaemia\b/gi, 'anemia'],
  [/\bhaemoglobin\b/gi, 'hemoglobin'],
  [/\bfavourite(s?)\b/gi, 'favorite$1'],
  [/\bbehaviour(s?)\b/gi, 'behavior$1'],
  [/\bkilometre(s?)\b/gi, 'kilometer$1'],
  [/\blitre(s?)\b/gi, 'liter$1'],
];

function reword(title: string, rules: [RegExp, string][]): string {
  return rules.reduce(
    (text, [pattern, replacement]) =>
      text.replace(pattern, (match, ...groups: unknown[]) => {
        const suffix = typeof groups[0] === 'string' ? groups[0] : '';
        const word = replacement.replace('$1', suffix);
        return match[0] === match[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
      }),
    title,
  );
}

/** titleUK and titleUS, each only where its wording differs from the Australian title. */
export function regionalTitles(title: string): Pick<CatalogArticle, 'titleUK' | 'titleUS'> {
  const uk = reword(title, UK_WORDING);
  const us = reword(title, US_WORDING);
  return { ...(uk !== title && { titleUK: uk }), ...(us !== title && { titleUS: us }) };
}

/** The date `days` days before `isoDate`, as YYYY-MM-DD (UTC, so the same on every machine). */
export function daysBefore(isoDate: string, days: number): string {
  return addDays(isoDate, -days);
}

export interface StoryDraft extends Outline {
  slug: string;
  contentId: number;
  title: string;
  author: string;
  summary: string;
  tags: string[];
  publishedOn: string;
}

/** Turns a draft into a catalog article: body rendered, reading time and regional titles computed. */
export function buildStory(type: StoryType, draft: StoryDraft, stage?: PregnancyStage, reminder?: string): CatalogArticle {
  const bodyHtml = renderOutline(draft, reminder);
  return {
    id: draft.slug,
    contentId: draft.contentId,
    type,
    title: draft.title,
    ...regionalTitles(draft.title),
    urlPartial: draft.slug,
    authorInternalName: draft.author,
    summary: draft.summary,
    bodyHtml,
    tags: draft.tags,
    publishedOn: draft.publishedOn,
    readMinutes: readMinutesFor(bodyHtml),
    ...(stage && { stage }),
  };
}
