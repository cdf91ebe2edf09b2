import { buildSeries, type ArticleDraft } from './article-builder.ts';
import { NUTRITION_TIPS } from './tips-nutrition.ts';
import { TRAINING_TIPS } from './tips-training.ts';
import { WELLBEING_TIPS } from './tips-wellbeing.ts';
import type { Article } from './types.ts';

/** Takes one from each list in turn, so the newest tips mix training, food and wellbeing. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const result: T[] = [];
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

export const TIP_DRAFTS: readonly ArticleDraft[] = interleave([TRAINING_TIPS, NUTRITION_TIPS, WELLBEING_TIPS]);

export function buildTips(): Article[] {
  return buildSeries({ type: 'tips', firstContentId: 3001, newestOn: '2026-11-20', everyDays: 3 }, TIP_DRAFTS);
}
