import { TRIMESTERS, type ListingType, type Trimester } from '@app/shared/api-contract/application-search';
import type { Stage } from '../../catalog/training/stage-fit.ts';

/**
 * Where a search puts what was written for a pregnancy stage (issue 42): the stage content of the
 * catalogue ("First Trimester Bodyweight Lower Body...") holds a search's words as well as any
 * other, and ranked by relevance alone it led a member who is not pregnant to it. Her stage (her
 * fitness choice, the stage screening's) and what she asked for decide a tier per item stage; a
 * search orders by exact match, then tier, then relevance, so the tier never puts a corrected
 * guess before what she typed.
 */

/** Words that say a search is for pregnancy or postpartum content. "Baby" is not one: Happy Baby is a stretch. */
const PREGNANCY_WORDS =
  /\b(?:pregnan\w*|trimesters?|prenatal|antenatal|postnatal|post-?partum|post-?pregnancy|caesarean|cesarean|c-section|birth\w*|labou?r|breastfeed\w*|bump|midwi\w*|maternity|folic)\b/i;

/** Whether any of these texts (what she typed, its correction) asks for pregnancy content. */
export function asksForPregnancy(texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => !!text && PREGNANCY_WORDS.test(text));
}

export interface StageRankingInput {
  /** Her stage; null for a member who is not pregnant and for a visitor. */
  stage: Stage;
  /** What she typed and what it was corrected to. */
  texts: readonly (string | null | undefined)[];
  /** The listing searched in, if one: the pregnancy listing is asked for by going there. */
  listing?: ListingType | undefined;
  /** A trimester filter she chose. */
  trimester?: string | undefined;
}

/** An item's stage as the tiers name it: 'none' for what was written for everyone. */
export type ItemStage = Trimester | 'none';

/** The tier of each item stage, 0 leading: the same tier for all leaves relevance alone to rank. */
export function stageTiers({ stage, texts, listing, trimester }: StageRankingInput): Record<ItemStage, number> {
  const askedFor = listing === 'pregnancy' || !!trimester || asksForPregnancy(texts);
  const tiers = {} as Record<ItemStage, number>;
  if (stage === null) {
    // Not pregnant: what is for everyone leads, unless she asked for pregnancy content.
    tiers.none = 0;
    for (const item of TRIMESTERS) tiers[item] = askedFor ? 0 : 1;
    return tiers;
  }
  // Pregnant or after the birth: her own stage leads; then what is for everyone, then the other
  // stages (both as relevant as each other when she asked for pregnancy content).
  tiers.none = 1;
  for (const item of TRIMESTERS) tiers[item] = item === stage ? 0 : askedFor ? 1 : 2;
  return tiers;
}
