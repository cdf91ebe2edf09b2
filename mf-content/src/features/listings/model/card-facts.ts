import type { ListingItem, ListingType } from '@app/shared/api-contract/application-search';
import { regionalText } from '@app/shared/region/regional-text';
import { recipePath, successPath, workoutOverviewPath } from '@app/shared/routes';
import { truncateText } from '@app/shared/text/truncate';

/** An article card's summary: two short lines on a phone. */
const ARTICLE_SUMMARY_LIMIT = 110;

export interface CardFacts {
  title: string;
  href: string;
  /** Short facts under the title: "21 MIN", "Mat", "Glutes · Quads", "Prep 10 min", "V". */
  facts: string[];
  /** Articles: the author's name. */
  byline?: string;
  summary?: string;
}

/** SPEC section 9: minutes read "{n} MIN". */
const minutesLabel = (minutes: number) => `${minutes} MIN`;

/** "resistance-band" -> "Resistance band". */
export function readableValue(value: string): string {
  const words = value.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a card opens: a workout's overview, a recipe's page or an article's page. */
function cardHref(item: ListingItem, type: ListingType): string {
  if (item.contentType === 'routine')
    return workoutOverviewPath(item.setType === 1 ? 'gym' : 'home', item.contentId, item.title, item.urlPartial);
  if (item.contentType === 'recipe') return recipePath(type, item.contentId, item.title, item.urlPartial);
  return successPath(type, item.contentId, item.title, item.urlPartial);
}

/** What a card shows for its kind (SPEC section 3 "Listing item"), in the member's region. */
export function cardFacts(item: ListingItem, type: ListingType, regionId: number | null | undefined): CardFacts {
  const title = regionalText(item, 'title', regionId);
  const href = cardHref(item, type);
  if (item.contentType === 'routine') {
    const facts = [
      ...(item.duration ? [minutesLabel(item.duration)] : []),
      ...(item.equipments.length ? [item.equipments.map(readableValue).join(', ')] : []),
      ...(item.targets.length ? [item.targets.slice(0, 3).map(readableValue).join(' · ')] : []),
    ];
    return { title, href, facts };
  }
  if (item.contentType === 'recipe') {
    const facts = [
      ...(item.prepTime !== undefined ? [`Prep ${item.prepTime} min`] : []),
      ...(item.cookTime ? [`Cook ${item.cookTime} min`] : []),
      ...(item.tagAbbreviations ?? []),
    ];
    return { title, href, facts };
  }
  return {
    title,
    href,
    facts: item.duration ? [`${item.duration} min read`] : [],
    ...(item.authorName ? { byline: item.authorName } : {}),
    ...(item.summary ? { summary: truncateText(item.summary, ARTICLE_SUMMARY_LIMIT) } : {}),
  };
}
