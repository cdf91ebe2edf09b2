import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contentPath,
  LISTING_PAGE_SIZE,
  listingPath,
  APPLICATION_SEARCH_PATHS,
  type ArticleContent,
  type ListingPage,
  type RecipeContent,
} from '@app/shared/api-contract/application-search';
import { recipeText } from '@app/shared/region/recipe-text';
import { regionalNames } from '@app/shared/units/ingredient-label';
import { ARTICLE_IMAGE_KEYS } from '@app/shared/api-contract/home-screen';
import { filtersPath } from '@app/shared/api-contract/user-interaction';
import type { FilterGroup } from '@app/shared/api-contract/user-interaction';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';

describeEachBackend('catalog listings, content and search (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await signUp(t.app)).token;
  });
  afterAll(() => t.close());

  const listing = (url: string) => call<ListingPage>(t.app, { method: 'GET', url });
  const search = (query: string) =>
    call<ListingPage>(t.app, { method: 'GET', url: `${APPLICATION_SEARCH_PATHS.contentSearch}?${query}`, headers: bearer(token) });

  /** Items of a listing (and a trimester) counted in the database, to hold the API to. */
  const countIn = async (listing: string, stage?: string) => {
    let query = t.app.db
      .selectFrom('contentItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<boolean>`listings @> array[${listing}]::text[]`);
    if (stage) query = query.where('pregnancyStage', '=', stage as 'trimester1');
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('pages the pregnancy listing (articles and workouts) 10 at a time from page 1, with the total', async () => {
    const total = await countIn('pregnancy');
    expect(total).toBeGreaterThanOrEqual(40 + 130);
    const pages = Math.ceil(total / LISTING_PAGE_SIZE);
    const first = await listing(listingPath('pregnancy'));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: LISTING_PAGE_SIZE, total, totalPages: pages });
    expect(first.body.data.items).toHaveLength(10);
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page++) {
      const { body } = await listing(`${listingPath('pregnancy')}?page=${page}`);
      expect(body.data.items.length).toBe(page < pages ? 10 : total - (pages - 1) * 10);
      for (const item of body.data.items) seen.add(item.contentId);
    }
    expect(seen.size).toBe(total);
    const past = await listing(`${listingPath('pregnancy')}?page=${pages + 1}`);
    expect(past.body.data).toMatchObject({ items: [], total, page: pages + 1 });
  });

  it('gives each article the listing fields, an author and every image variant', async () => {
    const { body } = await listing(listingPath('blogs'));
    expect(body.data.total).toBeGreaterThanOrEqual(40);
    for (const item of body.data.items) {
      expect(item).toMatchObject({ contentType: 'article', equipments: [], targets: [] });
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.summary?.length).toBeGreaterThan(0);
      expect(item.authorName?.length).toBeGreaterThan(0);
      expect(item.urlPartial).toMatch(/^[a-z0-9-]+$/);
      expect(item.imageList.map((image) => image.imageId).sort()).toEqual([...ARTICLE_IMAGE_KEYS].sort());
    }
  });

  it('serves every image of a listing page as an immutable WebP', async () => {
    const { body } = await listing(listingPath('pregnancy'));
    const urls = new Set(body.data.items.flatMap((item) => item.imageList.map((image) => image.imageUrl)));
    for (const url of [...urls].slice(0, 6)) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `${MEDIA_PREFIX}/catalog/pose-nothing-like-this/landscape1x_4x3.webp` })).statusCode,
    ).toBe(404);
  });

  it('keeps the home page’s blog articles (ids 1-12) as the catalog’s, with their home images', async () => {
    const { status, body } = await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(1) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      contentId: 1,
      contentType: 'article',
      kind: 'blogs',
      title: 'Why rest days make you stronger',
      canFavourite: true,
    });
    expect(body.data.imageList[0]?.imageUrl.startsWith(`${MEDIA_PREFIX}/articles/`)).toBe(true);
  });

  it('answers an article with its body, author and related items', async () => {
    const { status, body } = await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(5012) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      contentId: 5012,
      pregnancyStage: 'trimester2',
      author: { internalName: 'sarah-oconnell' },
      canFavourite: true,
    });
    expect(body.data.bodyHtml).toMatch(/^<p>|^<h2>/);
    expect(body.data.related.length).toBeGreaterThan(0);
    expect(body.data.related.every((item) => item.contentId !== 5012)).toBe(true);
  });

  it('filters by trimester and by author', async () => {
    const third = await listing(`${listingPath('pregnancy')}?trimester=trimester3&page=1`);
    expect(third.body.data.total).toBe(await countIn('pregnancy', 'trimester3'));
    const all: number[] = [];
    for (let page = 1; page <= third.body.data.totalPages; page++) {
      all.push(
        ...(await listing(`${listingPath('pregnancy')}?trimester=trimester3&page=${page}`)).body.data.items.map((item) => item.contentId),
      );
    }
    // The ten third-trimester articles are among them, and no article of another stage.
    const articles = all.filter((id) => id > 5000 && id < 6000).sort();
    expect(articles).toEqual(Array.from({ length: 10 }, (_, i) => 5021 + i));
    const chloe = await listing(`${listingPath('blogs')}?author=chloe-martin`);
    expect(chloe.body.data.items.length).toBeGreaterThan(0);
    expect(chloe.body.data.items.every((item) => item.authorName === 'Chloe Martin')).toBe(true);
  });

  it('lists a listing’s filters with counts', async () => {
    const { status, body } = await call<FilterGroup[]>(t.app, { method: 'GET', url: filtersPath('pregnancy') });
    expect(status).toBe(200);
    const trimester = body.data.find((group) => group.key === 'trimester');
    const expected = [];
    for (const stage of ['postpartum', 'trimester1', 'trimester2', 'trimester3']) expected.push([stage, await countIn('pregnancy', stage)]);
    expect(trimester?.options.map((option) => [option.value, option.count]).sort()).toEqual(expected);
    expect(body.data.find((group) => group.key === 'author')?.options.some((option) => option.label === "Sarah O'Connell")).toBe(true);
  });

  it.each([
    ['pregnancy', 'trimester', ['trimester1', 'trimester2', 'trimester3', 'postpartum']],
    ['gym', 'duration', ['under-15', '15-30', '30-45', '45-plus']],
    ['meals', 'mealType', ['Breakfast', 'Lunch', 'Dinner']],
  ] as const)('offers the %s listing’s %s filter in its natural order', async (type, key, order) => {
    const { body } = await call<FilterGroup[]>(t.app, { method: 'GET', url: filtersPath(type) });
    const values = body.data.find((group) => group.key === key)!.options.map((option) => option.value);
    expect(values).toEqual(order.filter((value) => values.includes(value)));
    expect(values.length).toBeGreaterThan(1);
  });

  // Search relevance: query -> the item expected first.
  it.each([
    ['creatine', 6012],
    ['creatien', 6012], // misspelt
    ['caesarean recovery', 5034],
    ['cesarean', 5034], // the US title
    ['programme deloads', 6006], // the UK title
    ['fiber nutrient', 6008], // US spelling of the title
    ['running shoes', 6022],
    ['folic acid', 5003],
    ['thai shrimp bell pepper curry', 43005], // a recipe by its US title
    ['salmon cucumber houmous wrap', 39026], // a recipe by its UK title
    // Misspelt words of titles, ingredients, tags and bodies, corrected from the catalog's words.
    ['avocdo', 34007],
    ['chiken', 40012],
    ['refnud', 9003],
    ['brocoli', 41028], // equally ranked broccoli recipes: the listing's curated order decides
    ['quinao', 38022],
    ['pregancy', 5028],
    ['yogurt parfiat', 36011],
  ])('search %s ranks %i first', async (q, expected) => {
    const { status, body } = await search(`q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.data.items[0]?.contentId).toBe(expected);
  });

  // A misspelt search finds what its correction finds, says what it searched for, and a search
  // spelt right (or a word the catalog holds by its stem) is left as it is.
  it.each([
    ['avocdo', 'meals', 'avocado'],
    ['chiken', 'meals', 'chicken'],
    ['chiken salad', 'meals', 'chicken salad'],
    ['Salmn', 'meals', 'salmon'],
    ['glute brdge', 'home', 'glute bridge'],
    ['meditaton', 'meditation', 'meditation'],
    ['avocado', 'meals', null],
    ['avocados', 'meals', null],
    ['xylophone', 'meals', null],
  ] as const)('corrects %s in %s to %s', async (q, type, corrected) => {
    const typed = (await listing(`${listingPath(type)}?q=${encodeURIComponent(q)}`)).body.data;
    expect(typed.correctedQuery).toBe(corrected ?? undefined);
    if (corrected === null) return;
    const spelt = (await listing(`${listingPath(type)}?q=${encodeURIComponent(corrected)}`)).body.data;
    expect(spelt.total).toBeGreaterThan(0);
    expect(typed.total).toBeGreaterThanOrEqual(spelt.total);
    expect(spelt.correctedQuery).toBeUndefined();
  });

  it('finds as many meals for avocdo and chiken as for avocado and chicken', async () => {
    for (const [typo, word] of [
      ['avocdo', 'avocado'],
      ['chiken', 'chicken'],
    ]) {
      const [typed, spelt] = await Promise.all([search(`q=${typo}&type=meals`), search(`q=${word}&type=meals`)]);
      expect(typed.body.data.correctedQuery).toBe(word);
      expect(typed.body.data.total).toBe(spelt.body.data.total);
      expect(typed.body.data.items.map((item) => item.contentId)).toEqual(spelt.body.data.items.map((item) => item.contentId));
    }
  });

  it('ranks what a misspelt search matches itself above what only its correction matches', async () => {
    // "sleeep" is near some titles itself (pg_trgm), and its correction "sleep" finds more.
    const exact = await sql<{ contentId: number }>`select content_id from catalog_search_matches('sleeep')`.execute(t.app.db);
    const exactIds = new Set(exact.rows.map((row) => row.contentId));
    expect(exactIds.size).toBeGreaterThan(0);
    const ids: number[] = [];
    const first = (await search('q=sleeep')).body.data;
    expect(first.correctedQuery).toBe('sleep');
    for (let page = 1; page <= first.totalPages; page++)
      ids.push(...(await search(`q=sleeep&page=${page}`)).body.data.items.map((item) => item.contentId));
    expect(ids.length).toBeGreaterThan(exactIds.size);
    expect(new Set(ids.slice(0, exactIds.size))).toEqual(exactIds);
  });

  it('finds a recipe by the regional name of an ingredient its titles do not name', async () => {
    // Lentil, Avocado & Barley Salad has rocket, which a US cook calls arugula.
    const { body } = await search(`q=arugula&type=meals`);
    const ids = body.data.items.map((item) => item.contentId);
    expect(ids).toContain(38_034);
    expect(body.data.items.find((item) => item.contentId === 38_034)?.titleUS).toBeUndefined();
  });

  it('finds a recipe by the UK and US name of an ingredient its Australian title names otherwise', async () => {
    // Cherry & Pepita Overnight Oats: "Cherry & Pumpkin Seed Overnight Oats" in the UK and the US.
    const { body } = await search(`q=${encodeURIComponent('pumpkin seeds')}&type=meals`);
    expect(body.data.correctedQuery).toBeUndefined();
    const found = body.data.items.find((item) => item.contentId === 30_003);
    expect(found).toMatchObject({ title: 'Cherry & Pepita Overnight Oats', titleUS: 'Cherry & Pumpkin Seed Overnight Oats' });
  });

  it('gives a recipe’s ingredients their UK and US names where the wording differs, from their food', async () => {
    const { status, body } = await call<RecipeContent>(t.app, { method: 'GET', url: contentPath(38_008) });
    expect(status).toBe(200);
    const byName = new Map(body.data.ingredients.map((ingredient) => [ingredient.name, ingredient]));
    expect(byName.get('red capsicum')).toMatchObject({
      namePlural: 'red capsicums',
      nameUK: 'red pepper',
      namePluralUK: 'red peppers',
      nameUS: 'red bell pepper',
      namePluralUS: 'red bell peppers',
    });
    expect(byName.get('rocket')).toMatchObject({ nameUS: 'arugula' });
    expect(byName.get('rocket')).not.toHaveProperty('nameUK');
    // The same words everywhere: no regional fields at all (its density is there, for the US cups and ounces).
    expect(Object.keys(byName.get('cherry tomato')!).sort()).toEqual([
      'category',
      'contentType',
      'gramsPerMillilitre',
      'name',
      'namePlural',
      'quantity',
      'unitType',
    ]);
    expect(Object.keys(byName.get('Dressing')!)).not.toContain('nameUK');
    // What the pages read in each region (shared/units).
    expect(regionalNames({ ...byName.get('red capsicum')!, namePlural: 'red capsicums' }, 2)).toEqual({
      name: 'red pepper',
      namePlural: 'red peppers',
    });
  });

  it('reads the regional names of every ingredient from the one words table, and sends each food’s density', async () => {
    // Squash & Chickpea Soup: canned chickpeas are tinned in the UK, stock is broth in the US.
    const { body } = await call<RecipeContent>(t.app, { method: 'GET', url: contentPath(40_001) });
    expect(body.data).toMatchObject({
      title: 'Pumpkin & Chickpea Soup',
      titleUK: 'Squash & Chickpea Soup',
      titleUS: 'Squash & Chickpea Soup',
    });
    const byName = new Map(body.data.ingredients.map((ingredient) => [ingredient.name, ingredient]));
    expect(byName.get('canned chickpeas, drained')).toMatchObject({ nameUK: 'tinned chickpeas, drained', gramsPerMillilitre: 0.64 });
    expect(byName.get('canned chickpeas, drained')).not.toHaveProperty('nameUS');
    expect(byName.get('salt-reduced vegetable stock')).toMatchObject({
      nameUK: 'low-salt vegetable stock',
      nameUS: 'low-sodium vegetable broth',
      gramsPerMillilitre: 1,
    });
    expect(byName.get('garlic clove')).not.toHaveProperty('gramsPerMillilitre');
    // The method is sent in the catalog's words; the page reads it through the same table.
    const simmer = body.data.method.find((step) => step.includes('stock'))!;
    expect(simmer).toContain('Bring to the boil');
    expect(recipeText(simmer, 3)).toContain('with the broth. Bring to a boil');
  });

  it('combines search with the filters', async () => {
    const { body } = await search(`q=sleep&type=pregnancy&trimester=trimester3`);
    expect(body.data.items[0]?.contentId).toBe(5022);
    expect(body.data.items.every((item) => item.contentId >= 5021 && item.contentId <= 5030)).toBe(true);
    const blogs = await search(`q=sleep&type=blogs&author=amara-okafor`);
    expect(blogs.body.data.total).toBeGreaterThan(0);
    expect(blogs.body.data.items.every((item) => item.authorName === 'Dr Amara Okafor')).toBe(true);
  });

  it('searches in a listing with q', async () => {
    const { body } = await listing(`${listingPath('blogs')}?q=creatine`);
    expect(body.data.items[0]?.contentId).toBe(6012);
  });

  it('keeps the content search for members, the same for each: a userId is not a field of it', async () => {
    const { status } = await call(t.app, { method: 'GET', url: `${APPLICATION_SEARCH_PATHS.contentSearch}?q=sleep` });
    expect(status).toBe(401);
    const naming = await search('q=sleep&userId=1');
    expect(naming.status).toBe(400);
    expect(naming.body.message).toContain('Unknown field: userId');
  });

  it.each([
    [listingPath('pregnancy').replace('pregnancy', 'recipes'), 'Type must be one of'],
    [`${listingPath('blogs')}?page=0`, 'Page must be a whole number from 1'],
    [`${listingPath('blogs')}?page=-1`, 'Page is not in the right format'],
    [`${listingPath('blogs')}?page=99999999999`, 'Page must be a whole number from 1'],
    [`${listingPath('blogs')}?sort=new`, 'Unknown field: sort'],
    [`${listingPath('pregnancy')}?trimester=4`, 'Trimester must be one of'],
    [contentPath(0), 'Content id must be a whole number from 1'],
    [`${contentPath(1).replace(/1$/, 'abc')}`, 'Id is not in the right format'],
    [`${contentPath(1)}?mealId=0`, 'Meal choice must be a whole number from 1'],
    [filtersPath('pregnancy').replace('pregnancy', 'nope'), 'Type must be one of'],
  ])('refuses %s with a 400', async (url, message) => {
    const { status, body } = await call(t.app, { method: 'GET', url });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('answers 404 for an id with no content', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: contentPath(999_999) });
    expect(status).toBe(404);
    expect(body.message).toBe('There is no content 999999.');
  });
});
