/**
 * Which artwork a catalog item is drawn with: "<motif>-<category>", shared by every item of a
 * category (media collection "catalog"), so a few dozen pictures serve thousands of items.
 */
const TOPIC_BY_TAG: [RegExp, string][] = [
  [/pregnan|trimester|postnatal|postpartum|birth/i, 'pregnancy'],
  [/nutrition|food|protein|iron|hydration|recipe/i, 'nutrition'],
  [/sleep|rest\b/i, 'sleep'],
  [/run|endurance|cardio/i, 'running'],
  [/mind|stress|mood|wellbeing|meditat|breath/i, 'mind'],
];

/** The motif that fits a list of tags; strength when none does. */
function topicForTags(tags: readonly string[]): string {
  for (const [pattern, topic] of TOPIC_BY_TAG) if (tags.some((tag) => pattern.test(tag))) return topic;
  return 'strength';
}

export const articleSubject = (kind: string, tags: readonly string[]) => `${topicForTags(tags)}-${kind}`;
