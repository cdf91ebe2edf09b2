import { daysBefore, readMinutesFor, regionalTitles } from '../stories/outline.ts';
import { bodyHtml, type Block } from './article-html.ts';
import type { Article, ArticleType } from './types.ts';

/** Lower-case words joined by hyphens: "Sleep & stress: 5 tips" -> "sleep-and-stress-5-tips". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ArticleDraft {
  title: string;
  author: string | null;
  summary: string;
  tags: string[];
  blocks: readonly Block[];
  /** Defaults to the slug of the title. */
  slug?: string;
}

export interface ArticleSeries {
  type: ArticleType;
  firstContentId: number;
  /** The newest article's date; each earlier one is `everyDays` before the next. */
  newestOn: string;
  everyDays: number;
}

/** Drafts in order, newest first, made into articles with their ids, dates and computed fields. */
export function buildSeries(series: ArticleSeries, drafts: readonly ArticleDraft[]): Article[] {
  return drafts.map((draft, index) => {
    const html = bodyHtml(draft.blocks);
    const slug = draft.slug ?? slugify(draft.title);
    return {
      id: slug,
      contentId: series.firstContentId + index,
      type: series.type,
      title: draft.title,
      ...regionalTitles(draft.title),
      urlPartial: slug,
      authorInternalName: draft.author,
      summary: draft.summary,
      bodyHtml: html,
      tags: draft.tags,
      publishedOn: daysBefore(series.newestOn, index * series.everyDays),
      readMinutes: readMinutesFor(html),
    };
  });
}
