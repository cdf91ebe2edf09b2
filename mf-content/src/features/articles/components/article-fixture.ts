import type { ArticleContent } from '@app/shared/api-contract/application-search';

/** For the article pages' tests: a tip by an author, its body carrying what must never run. */
export const articleFixture = (extra: Partial<ArticleContent> = {}): ArticleContent => ({
  contentId: 3001,
  contentType: 'article',
  kind: 'tips',
  imageList: [],
  title: 'Sleep and hunger',
  duration: null,
  equipments: [],
  targets: [],
  urlPartial: 'sleep-and-hunger',
  summary: 'Short nights change your hunger hormones.',
  canFavourite: true,
  tags: ['Sleep'],
  related: [],
  bodyHtml:
    '<p>Sleep matters.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>',
  readMinutes: 4,
  publishedOn: '2026-09-03',
  author: { id: 7, authorName: 'Amara Okafor', authorTitle: 'Accredited dietitian', internalName: 'amara-okafor' },
  pregnancyStage: null,
  durationSeconds: null,
  script: null,
  ...extra,
});
