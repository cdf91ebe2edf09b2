import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contentPath,
  listingPath,
  type ArticleContent,
  type ListingPage,
  type RecipeContent,
} from '@app/shared/api-contract/application-search';
import { importCatalog } from '../../../src/features/catalog/catalog-import.ts';
import { CatalogError } from '../../../src/features/catalog/catalog-writer.ts';
import { readCatalogSource } from '../../../src/features/catalog/catalog-source.ts';
import { ContentFileError } from '../../../src/catalog/content/content-files.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { call, createTestApp, tableCounts, type TestApp } from '../../helpers/test-app.ts';

const tip = (contentId: number, overrides: Record<string, unknown> = {}) => ({
  contentId,
  slug: `imported-tip-${contentId}`,
  title: `Drink water before you feel thirsty ${contentId}`,
  urlPartial: `drink-water-${contentId}`,
  summary: 'A glass with every meal.',
  tags: ['Hydration'],
  imageSubject: 'nutrition-tips',
  sortKey: 0,
  kind: 'tips',
  authorInternalName: 'priya-nair',
  bodyHtml: '<p>Keep a bottle nearby.</p>',
  readMinutes: 1,
  publishedOn: '2026-11-20',
  pregnancyStage: null,
  durationSeconds: null,
  script: null,
  ...overrides,
});

const recipe = {
  contentId: 39_001,
  slug: 'oats-with-banana',
  title: 'Oats with banana',
  urlPartial: 'oats-with-banana',
  summary: 'Porridge with sliced banana.',
  tags: ['Breakfast'],
  imageSubject: 'nutrition-breakfast',
  sortKey: 0,
  mealType: 'Breakfast',
  serves: 2,
  prepTime: 5,
  cookTime: 5,
  tagAbbreviations: ['V'],
  method: ['Cook the oats in the water, top with banana.'],
  ingredients: [
    {
      foodId: 'import-oats',
      category: 'Pantry',
      contentType: 'normal',
      name: 'rolled oats',
      namePlural: 'rolled oats',
      quantity: 100,
      unitType: 1,
      grams: 100,
    },
    {
      foodId: 'import-banana',
      category: 'Fruit & Vegetables',
      contentType: 'normal',
      name: 'banana',
      namePlural: 'bananas',
      quantity: 1,
      unitType: 0,
      grams: 120,
    },
  ],
};
const foods = [
  {
    id: 'import-oats',
    name: 'rolled oats',
    namePlural: null,
    category: 'Pantry',
    density: null,
    energyKj: 1600,
    protein: 13,
    fat: 7,
    satFat: 1.2,
    carbs: 60,
    sugar: 1,
    dietryFibre: 10,
    source: 'test',
  },
  {
    id: 'import-banana',
    name: 'banana',
    namePlural: 'bananas',
    category: 'Fruit & Vegetables',
    density: null,
    energyKj: 370,
    protein: 1.1,
    fat: 0.3,
    satFat: 0.1,
    carbs: 20,
    sugar: 12,
    dietryFibre: 2.6,
    source: 'test',
  },
];

describeEachBackend('content import (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('upserts articles, foods and recipes, computing the recipe’s nutrition from its foods', async () => {
    const written = await importCatalog(t.app.db, { foods, recipes: [recipe], articles: [tip(3_990)] });
    expect(written).toBe(4);
    const article = await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(3_990) });
    expect(article.body.data).toMatchObject({ kind: 'tips', author: { internalName: 'priya-nair' } });
    const { body } = await call<RecipeContent>(t.app, { method: 'GET', url: contentPath(39_001) });
    // (1600 + 370 x 1.2) / 2 = 1022 kJ; protein (13 + 1.32) / 2 = 7.16
    expect(body.data.nutrition).toMatchObject({ energy: 1022, calories: 244, protein: 7.2 });
    await importCatalog(t.app.db, { articles: [tip(3_990, { title: 'Drink water early' })] });
    expect((await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(3_990) })).body.data.title).toBe('Drink water early');
  });

  it('gives an ingredient its food’s UK and US names by rule, only when it is named as its food', async () => {
    const zucchini = {
      ...foods[0]!,
      id: 'import-zucchini',
      name: 'zucchini',
      namePlural: 'zucchini',
      nameUK: 'courgette',
      namePluralUK: 'courgettes',
      category: 'Fruit & Vegetables',
    };
    const ingredient = {
      foodId: 'import-zucchini',
      category: 'Fruit & Vegetables',
      contentType: 'normal',
      namePlural: null,
      quantity: 1,
      unitType: 0,
      grams: 200,
    };
    await importCatalog(t.app.db, {
      foods: [zucchini],
      recipes: [
        {
          ...recipe,
          contentId: 39_003,
          slug: 'zucchini-fritters',
          title: 'Zucchini fritters',
          ingredients: [
            { ...ingredient, name: 'zucchini' },
            { ...ingredient, name: 'baby marrow' },
          ],
        },
      ],
    });
    const { body } = await call<RecipeContent>(t.app, { method: 'GET', url: contentPath(39_003) });
    expect(body.data.ingredients[0]).toMatchObject({ name: 'zucchini', nameUK: 'courgette', namePluralUK: 'courgettes' });
    expect(body.data.ingredients[0]).not.toHaveProperty('nameUS');
    expect(body.data.ingredients[1]).not.toHaveProperty('nameUK');
  });

  it('keeps the search’s word list with the content: an imported word is corrected to at once', async () => {
    const search = async (q: string) => (await call<ListingPage>(t.app, { method: 'GET', url: `${listingPath('tips')}?q=${q}` })).body.data;
    expect((await search('quandng')).total).toBe(0);
    await importCatalog(t.app.db, { articles: [tip(3_997, { title: 'Quandong, the desert peach', slug: 'quandong' })] });
    const found = await search('quandng');
    expect(found.correctedQuery).toBe('quandong');
    expect(found.items.map((item) => item.contentId)).toEqual([3_997]);
  });

  it('writes a file in one transaction: a failure at its last statement leaves nothing of it', async () => {
    // A rule only the database knows, broken by the program (written last, after foods and articles).
    await sql`alter table program_weeks add constraint import_test_refuses check (focus <> 'Refused by the database')`.execute(t.app.db);
    try {
      const catalogRows = async () => {
        const counts: Record<string, number> = {};
        for (const table of ['foods', 'contentItems', 'catalogArticles', 'programWeeks', 'programDays', 'catalogState'] as const) {
          counts[table] = Number(
            (
              await t.app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        }
        return counts;
      };
      const before = await catalogRows();
      const programBefore = await t.app.db
        .selectFrom('programs')
        .select(['fitnessGoal', 'level'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const program = {
        id: 1,
        fitnessGoal: 'Endurance',
        gender: 'Female',
        level: 'Beginner',
        workoutsPerWeek: 1,
        equipment: [],
        schedule: [{ week: 1, level: 'Beginner', focus: 'Refused by the database', days: [{ day: 1, workoutId: null }] }],
      };
      const failed = await importCatalog(t.app.db, {
        foods: [{ ...foods[0]!, id: 'import-never-written' }],
        articles: [tip(3_996)],
        programs: [program],
      }).catch((caught: unknown) => caught);
      expect(failed).toBeInstanceOf(Error);
      expect(await catalogRows()).toEqual(before);
      expect(await t.app.db.selectFrom('foods').select('id').where('id', '=', 'import-never-written').executeTakeFirst()).toBeUndefined();
      expect(await t.app.db.selectFrom('programs').select(['fitnessGoal', 'level']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(
        programBefore,
      );
      expect((await call(t.app, { method: 'GET', url: contentPath(3_996) })).status).toBe(404);
    } finally {
      await sql`alter table program_weeks drop constraint import_test_refuses`.execute(t.app.db);
    }
  });

  it('stores imported article HTML cleaned: no script, event handler, javascript: link, iframe or style', async () => {
    const dirty =
      '<h1 style="color:red">Hydrate</h1><p onclick="steal()">Sip <a href="javascript:alert(1)">often</a>.</p>' +
      '<script>document.cookie</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<p style="background:url(javascript:alert(1))">A <a href="https://kindred.example/help" target="_blank">link</a>.</p>';
    const clean =
      '<h2>Hydrate</h2><p>Sip <a>often</a>.</p><img src="x"><p>A <a href="https://kindred.example/help" rel="noopener noreferrer">link</a>.</p>';
    await importCatalog(t.app.db, {
      articles: [tip(3_980, { bodyHtml: dirty })],
      helpCentre: {
        categories: [{ id: 96_000, name: 'Imported', description: '', position: 9 }],
        sections: [{ id: 96_001, category_id: 96_000, name: 'Imported', description: '', position: 0 }],
        articles: [{ id: 96_002, section_id: 96_001, title: 'Imported', position: 0, body: dirty }],
      },
    });
    const stored = await t.app.db.selectFrom('catalogArticles').select('bodyHtml').where('contentId', '=', 3_980).executeTakeFirstOrThrow();
    expect(stored.bodyHtml).toBe(clean);
    const help = await t.app.db.selectFrom('helpArticles').select('data').where('id', '=', 96_002).executeTakeFirstOrThrow();
    expect((help.data as { body: string }).body).toBe(clean);
    expect((await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(3_980) })).body.data.bodyHtml).toBe(clean);
  });

  it('refuses an article left with nothing once its HTML is cleaned, naming it, and writes nothing', async () => {
    const before = await tableCounts(t.app);
    const error = await importCatalog(t.app.db, {
      articles: [tip(3_981), tip(3_982, { bodyHtml: '<script>alert(1)</script><iframe></iframe>' })],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).message).toContain(
      'articles[1] (contentId 3982, "Drink water before you feel thirsty 3982") bodyHtml: nothing is left',
    );
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('imports a content folder of Markdown files, read as the seed reads content/; a folder with a bad file is named and writes nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-import-'));
    try {
      const markdown = (slug: string, contentId: number, extra = '') =>
        [
          '---',
          `contentId: ${contentId}`,
          `slug: ${slug}`,
          'title: Salt your water on hot days',
          'author: priya-nair',
          'summary: A pinch of salt helps on long, hot sessions.',
          'tags:',
          '  - Hydration',
          "publishedOn: '2026-11-20'",
          extra,
          '---',
          'Sip **often**.',
          '',
        ].join('\n');
      const folder = (name: string, files: Record<string, string>) => {
        for (const [file, text] of Object.entries(files)) {
          mkdirSync(path.join(root, name, 'tips'), { recursive: true });
          writeFileSync(path.join(root, name, 'tips', file), text);
        }
        return path.join(root, name);
      };
      const good = folder('good', { 'salt-your-water.md': markdown('salt-your-water', 3_970) });
      expect(await importCatalog(t.app.db, readCatalogSource(good))).toBe(1);
      const { body } = await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(3_970) });
      expect(body.data).toMatchObject({
        kind: 'tips',
        title: 'Salt your water on hot days',
        bodyHtml: '<p>Sip <strong>often</strong>.</p>',
      });

      const before = await tableCounts(t.app);
      const bad = folder('bad', {
        'salt-again.md': markdown('salt-again', 3_971),
        'unknown-stage.md': markdown('unknown-stage', 3_972, 'stage: trimester-2'),
      });
      const error = (() => {
        try {
          return readCatalogSource(bad);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ContentFileError);
      expect((error as ContentFileError).problems).toEqual(['bad/tips/unknown-stage.md:10: unknown field "stage" in a tips file']);
      expect(await tableCounts(t.app)).toEqual(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('serves an article written into the database by hand cleaned too', async () => {
    await importCatalog(t.app.db, { articles: [tip(3_983)] });
    await t.app.db
      .updateTable('catalogArticles')
      .set({ bodyHtml: '<p>Kept</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
      .where('contentId', '=', 3_983)
      .execute();
    const { body } = await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(3_983) });
    expect(body.data.bodyHtml).toBe('<p>Kept</p><img src="x">');
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a field of the wrong type',
      { articles: [tip(3_991), tip(3_992, { readMinutes: 'two' })] },
      /articles\[1\] \(contentId 3992, "Drink water before you feel thirsty 3992"\) readMinutes/,
    ],
    [
      'an unknown author',
      { articles: [tip(3_991), tip(3_993, { authorInternalName: 'nobody-here' })] },
      /articles\[1\] \(contentId 3993.*author "nobody-here" is not one of the experts/,
    ],
    [
      'a food that does not exist',
      { recipes: [{ ...recipe, contentId: 39_002, slug: 'x', ingredients: [{ ...recipe.ingredients[0], foodId: 'no-such-food' }] }] },
      /recipes\[0\] \(contentId 39002.*no-such-food/,
    ],
    ['a clash of contentIds', { articles: [tip(3_994), tip(3_994, { slug: 'other' })] }, /contentId 3994 is also used by articles\[0\]/],
    ['an unknown field', { articles: [{ ...tip(3_995), colour: 'red' }] }, /articles\[0\] \(contentId 3995.*unknown field/],
    ['not an object', [1, 2], /must hold a JSON object/],
  ])('refuses %s, naming the record, and writes nothing', async (_name, document, message) => {
    const before = await tableCounts(t.app);
    const error = await importCatalog(t.app.db, document).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).message).toMatch(message);
    expect(await tableCounts(t.app)).toEqual(before);
    expect((await call(t.app, { method: 'GET', url: contentPath(3_991) })).status).toBe(404);
  });
});
