import { describe, expect, it } from 'vitest';
import { ARTICLES as HOME_ARTICLES } from '../../../src/db/seed/content/articles.ts';
import { AUTHORS as HOME_AUTHORS } from '../../../src/db/seed/content/authors.ts';
import {
  assembleStoryCatalog,
  blogArticles,
  buildStoryCatalog,
  CARE_REMINDER,
  pregnancyArticles,
  type CatalogArticle,
  type PregnancyStage,
} from '../../../src/catalog/stories/index.ts';

const PREGNANCY_ARTICLES = pregnancyArticles();
const BLOG_ARTICLES = blogArticles();

const ALL = [...PREGNANCY_ARTICLES, ...BLOG_ARTICLES];
const STAGES: PregnancyStage[] = ['trimester-1', 'trimester-2', 'trimester-3', 'postpartum'];
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote']);
const SUMMARY_LENGTH = { min: 40, max: 200 };
const WORDS = { pregnancy: { min: 300, max: 600 }, blogs: { min: 400, max: 700 } };

/** The body as a reader sees it: tags dropped, the four escaped characters decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function words(html: string): number {
  return plainText(html)
    .split(/\s+/)
    .filter((token) => /[a-z0-9]/i.test(token)).length;
}

/** Problems with the body's markup: unknown tags, attributes, bad nesting, raw brackets, links. */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const [tag, closing, name, rest] = match;
    if (!ALLOWED_TAGS.has(name!)) problems.push(`tag not allowed: ${tag}`);
    if (rest !== '') problems.push(`attributes or spaces in ${tag}`);
    if (closing) {
      if (open.pop() !== name) problems.push(`${tag} closes the wrong element`);
    } else open.push(name!);
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  const text = html.replace(/<\/?[a-zA-Z][a-zA-Z0-9]*[^>]*>/g, '');
  if (/[<>]/.test(text)) problems.push('a raw < or > outside a tag');
  if (/&(?!(amp|lt|gt|quot);)/.test(text)) problems.push('an unknown entity or a bare &');
  if (/https?:|www\.|javascript:|\*\*/i.test(text)) problems.push('a link or unrendered markup');
  return problems;
}

describe('the story catalog', () => {
  it('has at least 40 pregnancy articles, at least 8 per stage, and at least 40 blogs', () => {
    expect(PREGNANCY_ARTICLES.length).toBeGreaterThanOrEqual(40);
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(40);
    for (const stage of STAGES)
      expect(PREGNANCY_ARTICLES.filter((article) => article.stage === stage).length, stage).toBeGreaterThanOrEqual(8);
  });

  it('types every pregnancy article with a stage and no blog with one', () => {
    expect(PREGNANCY_ARTICLES.every((article) => article.type === 'pregnancy' && STAGES.includes(article.stage!))).toBe(true);
    expect(BLOG_ARTICLES.every((article) => article.type === 'blogs' && article.stage === undefined)).toBe(true);
  });

  it('includes the 12 home-page articles with the same id, slug, title, regional titles, tags and author', () => {
    for (const home of HOME_ARTICLES) {
      const blog = BLOG_ARTICLES.find((article) => article.contentId === home.id);
      const author = HOME_AUTHORS.find((candidate) => candidate.id === home.authorId)!;
      expect(blog, home.title).toBeDefined();
      expect(blog).toMatchObject({
        id: home.slug,
        urlPartial: home.slug,
        title: home.title,
        tags: home.tags,
        authorInternalName: author.internalName,
      });
      expect(blog?.titleUK).toBe(home.titleUk);
      expect(blog?.titleUS).toBe(home.titleUs);
    }
  });

  it.each([
    ['id', (article: CatalogArticle) => article.id],
    ['contentId', (article: CatalogArticle) => String(article.contentId)],
    ['title', (article: CatalogArticle) => article.title.toLowerCase()],
    ['urlPartial', (article: CatalogArticle) => article.urlPartial],
  ])('gives every article a unique %s', (_key, value) => {
    const values = ALL.map(value);
    const repeated = values.filter((item, index) => values.indexOf(item) !== index);
    expect(repeated).toEqual([]);
  });

  it('keeps contentIds in their ranges: pregnancy 5001+, blogs the home ids or 6001+', () => {
    const homeIds = HOME_ARTICLES.map((article) => article.id);
    expect(PREGNANCY_ARTICLES.filter((article) => article.contentId < 5001 || article.contentId > 5999)).toEqual([]);
    expect(
      BLOG_ARTICLES.filter((article) => !homeIds.includes(article.contentId) && (article.contentId < 6001 || article.contentId > 6999)),
    ).toEqual([]);
  });

  it('uses lower-case hyphenated slugs, the same for id and urlPartial', () => {
    expect(
      ALL.filter((article) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(article.id) || article.urlPartial !== article.id).map(
        (article) => article.id,
      ),
    ).toEqual([]);
  });

  it('writes bodies with only the allowed tags, without attributes, well nested', () => {
    const problems = ALL.flatMap((article) => markupProblems(article.bodyHtml).map((problem) => `${article.id}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('finds a problem in markup that breaks the rules (the checker itself)', () => {
    expect(markupProblems('<p class="x">a</p>')).toEqual(['attributes or spaces in <p class="x">']);
    expect(markupProblems('<p><a>x</a></p>')).toEqual(['tag not allowed: <a>', 'tag not allowed: </a>']);
    expect(markupProblems('<p><strong>x</p></strong>')).toHaveLength(2);
    expect(markupProblems('<p>see www.example.com</p>')).toEqual(['a link or unrendered markup']);
    expect(markupProblems('<p>Tom & Jerry</p>')).toEqual(['an unknown entity or a bare &']);
  });

  it('gives every article a body with sections: at least two h2 headings', () => {
    expect(ALL.filter((article) => (article.bodyHtml.match(/<h2>/g) ?? []).length < 2).map((article) => article.id)).toEqual([]);
  });

  it.each(['pregnancy', 'blogs'] as const)('keeps %s bodies within their word range', (type) => {
    const { min, max } = WORDS[type];
    const outside = ALL.filter((article) => article.type === type)
      .map((article) => ({ id: article.id, words: words(article.bodyHtml) }))
      .filter((article) => article.words < min || article.words > max);
    expect(outside).toEqual([]);
  });

  it('computes readMinutes from the body at 200 words per minute, rounded up', () => {
    const wrong = ALL.filter((article) => article.readMinutes !== Math.max(1, Math.ceil(words(article.bodyHtml) / 200))).map(
      (article) => article.id,
    );
    expect(wrong).toEqual([]);
  });

  it(`writes summaries of one or two sentences, ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters of plain text`, () => {
    const bad = ALL.filter((article) => {
      const sentences = article.summary.match(/[.!?](\s|$)/g)?.length ?? 0;
      const { length } = article.summary;
      return sentences < 1 || sentences > 2 || length < SUMMARY_LENGTH.min || length > SUMMARY_LENGTH.max || /[<>*]/.test(article.summary);
    }).map((article) => `${article.id}: ${article.summary}`);
    expect(bad).toEqual([]);
  });

  it('credits every article to one of the home page experts', () => {
    const experts = HOME_AUTHORS.map((author) => author.internalName);
    expect(ALL.filter((article) => !experts.includes(article.authorInternalName)).map((article) => article.id)).toEqual([]);
  });

  it('gives regional titles only where they differ from the title, in each region’s spelling', () => {
    const withUK = ALL.filter((article) => article.titleUK !== undefined);
    const withUS = ALL.filter((article) => article.titleUS !== undefined);
    expect(withUK.length).toBeGreaterThan(0);
    expect(withUS.length).toBeGreaterThan(0);
    expect(withUK.filter((article) => article.titleUK === article.title || /\bprograms?\b/i.test(article.titleUK!))).toEqual([]);
    expect(
      withUS.filter(
        (article) => article.titleUS === article.title || /\b(mums?|colour|fibre|yoghurt|paediatric|caesarean)\b/i.test(article.titleUS!),
      ),
    ).toEqual([]);
    expect(ALL.filter((article) => /\bprogrammes?\b/i.test(article.title))).toEqual([]);
  });

  it('ends every pregnancy and postpartum article with the check-with-your-midwife-or-doctor reminder', () => {
    expect(CARE_REMINDER).toMatch(/check with your midwife or doctor/);
    const missing = PREGNANCY_ARTICLES.filter((article) => !article.bodyHtml.endsWith(`<p><em>${CARE_REMINDER}</em></p>`)).map(
      (article) => article.id,
    );
    expect(missing).toEqual([]);
  });

  it('gives no phone numbers: readers are sent to their doctor, local health service or local emergency number', () => {
    const phoneLike = /(?<![\d,.])(000|111|999|911|13 ?\d{2} ?\d{2}|1[38]00(?: ?\d{3}){2})(?![\d,])/;
    expect(ALL.filter((article) => phoneLike.test(plainText(article.bodyHtml))).map((article) => article.id)).toEqual([]);
    const mood = PREGNANCY_ARTICLES.filter((article) => article.tags.includes('Mental health'));
    expect(mood.length).toBeGreaterThan(0);
    for (const article of mood) expect(plainText(article.bodyHtml)).toMatch(/doctor[^.]*local health service/);
  });

  it('tags and dates every article: at least one tag, a real YYYY-MM-DD date', () => {
    const bad = ALL.filter((article) => {
      const date = new Date(`${article.publishedOn}T00:00:00Z`);
      return (
        article.tags.length === 0 ||
        !/^\d{4}-\d{2}-\d{2}$/.test(article.publishedOn) ||
        date.toISOString().slice(0, 10) !== article.publishedOn
      );
    });
    expect(bad).toEqual([]);
  });
});

describe('buildStoryCatalog', () => {
  it('is deterministic: the same catalog on every call', () => {
    expect(JSON.stringify([...buildStoryCatalog().byContentId])).toBe(JSON.stringify([...buildStoryCatalog().byContentId]));
  });

  it('lists each type newest first, indexes every article by contentId and groups pregnancy by stage', () => {
    const catalog = buildStoryCatalog();
    expect(catalog.all).toHaveLength(ALL.length);
    expect(catalog.byContentId.size).toBe(ALL.length);
    for (const list of [catalog.pregnancy, catalog.blogs]) {
      expect(list.map((article) => article.publishedOn)).toEqual(
        list
          .map((article) => article.publishedOn)
          .sort()
          .reverse(),
      );
    }
    for (const stage of STAGES) expect(catalog.byStage[stage]).toEqual(catalog.pregnancy.filter((article) => article.stage === stage));
    expect(catalog.byContentId.get(1)?.id).toBe(HOME_ARTICLES[0]!.slug);
  });

  it.each([
    ['id', { id: BLOG_ARTICLES[1]!.id }],
    ['contentId', { contentId: BLOG_ARTICLES[1]!.contentId }],
    ['urlPartial', { urlPartial: BLOG_ARTICLES[1]!.urlPartial }],
  ])('refuses two articles with the same %s', (key, clash) => {
    const copy = { ...PREGNANCY_ARTICLES[0]!, ...clash };
    expect(() => assembleStoryCatalog([copy, ...PREGNANCY_ARTICLES.slice(1)], BLOG_ARTICLES)).toThrow(`share the ${key}`);
  });
});
