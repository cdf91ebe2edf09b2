import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_KEYS, HOME_SCREEN_PATH, type HomeScreenData } from '@app/shared/api-contract/home-screen';
import { PLATFORM_PATHS, type PlatformConfigData } from '@app/shared/api-contract/platform';
import { IMAGE_BASE_SIZE, parseImageKey } from '@app/shared/media/image-choice';
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { seedDatabase } from '../../../src/db/seed/seed.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { call, createTestApp, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('GET home-screen (%s)', (backend) => {
  let test: TestApp;
  let home: HomeScreenData;

  beforeAll(async () => {
    test = await createTestApp(backend);
    const { status, body } = await call<HomeScreenData>(test.app, { method: 'GET', url: HOME_SCREEN_PATH });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    home = body.data;
  });
  afterAll(() => test?.close());

  it('has the hero with its image in every shape and density', () => {
    expect(home.heroBannerSection.title).toBeTruthy();
    expect(home.heroBannerSection.description).toBeTruthy();
    const keys = home.heroBannerSection.imageList.map((image) => image.imageId);
    for (const prefix of ['landscape', 'landscapewide', 'portrait']) {
      for (const density of [1, 2, 3]) expect(keys.some((key) => key.startsWith(`${prefix}${density}x`))).toBe(true);
    }
  });

  it('has the 8 programs with real names, both card faces, a logo and the newRelease flag', () => {
    const cards = home.programSliderSection.cardSection;
    expect(cards.map((card) => card.landscapeCard.title)).toEqual([
      'Strength & Tone',
      'Strong Foundations',
      'HIIT Burn',
      'Glute Lab',
      'Low Impact Flow',
      'Run Ready',
      'Bump to Birth',
      'Postnatal Restore',
    ]);
    for (const card of cards) {
      expect(card.landscapeCard.description.length).toBeGreaterThan(60);
      expect(card.portraitCard.description).toBeTruthy();
      expect(card.landscapeCard.redirectUrl).toBe(`/programs/${card.id}`);
      expect(card.landscapeCard.image.imageUrl).toMatch(/landscape2x_4x3\.webp$/);
      expect(card.portraitCard.image.imageUrl).toMatch(/portrait2x_3x4\.webp$/);
      expect(card.logo.imageUrl).toMatch(/logo\.svg$/);
    }
    expect(cards.filter((card) => card.newRelease).length).toBeGreaterThan(0);
    expect(cards.find((card) => card.id === 8)?.landscapeCard.titleUS).toBe('Postpartum Restore');
    expect(home.programSliderSection.titleUK).toBe('Programmes for every goal');
  });

  it('has SPEC section 9’s plans, signing up with their planId', () => {
    expect(home.planSection.baseMethod).toEqual([
      {
        primaryValue: '$10/mo',
        secondaryValue: 'billed $119.99 annually',
        offValue: '50% OFF',
        redirectUrl: '/signUp?planId=1',
        subscriptionPlan: 1,
        name: 'Annual',
        trialDays: 14,
      },
      {
        primaryValue: '$16.66/mo',
        secondaryValue: 'billed $49.99 quarterly',
        offValue: null,
        redirectUrl: '/signUp?planId=2',
        subscriptionPlan: 2,
        name: 'Quarterly',
        trialDays: 14,
      },
      {
        primaryValue: '$19.99/mo',
        secondaryValue: 'billed $19.99 monthly',
        offValue: null,
        redirectUrl: '/signUp?planId=3',
        subscriptionPlan: 3,
        name: 'Monthly',
        trialDays: 14,
      },
    ]);
    expect(home.planSection.belowDescription).toBeTruthy();
  });

  it('has at least 6 experts with every field', () => {
    const { authors } = home.authorSection;
    expect(authors.length).toBeGreaterThanOrEqual(6);
    for (const author of authors) {
      for (const field of [
        'internalName',
        'authorName',
        'shortName',
        'authorTitle',
        'authorDescription',
        'url',
        'authorImage1x',
        'authorImage2x',
        'authorImage3x',
        'authorImageHomePage',
      ] as const) {
        expect(author[field], `${author.authorName} ${field}`).toBeTruthy();
      }
      expect(author.tags.length).toBeGreaterThan(0);
    }
  });

  it('has at least 12 articles, newest first, with tags, their author and every image variant gathered', () => {
    const { articles } = home.articleSection;
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const authorNames = new Set(home.authorSection.authors.map((a) => a.authorName));
    for (const article of articles) {
      expect(article.tags.length).toBeGreaterThan(0);
      expect(authorNames.has(article.authorName)).toBe(true);
      for (const key of ARTICLE_IMAGE_KEYS) expect(article[key]).toMatch(new RegExp(`/${key}\\.webp$`));
      expect(article.imageList.map((image) => image.imageId).sort()).toEqual([...ARTICLE_IMAGE_KEYS].sort());
    }
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    await seedDatabase(test.app.db);
    const again = await call<HomeScreenData>(test.app, { method: 'GET', url: HOME_SCREEN_PATH });
    expect(again.body.data).toEqual(home);
  });

  it.each([
    [`${MEDIA_PREFIX}/hero/home/landscape4x_4x3.webp`, 404],
    [`${MEDIA_PREFIX}/programs/no-such-program/landscape2x_4x3.webp`, 404],
    [`${MEDIA_PREFIX}/articles/why-rest-days-make-you-stronger/logo.svg`, 404],
    [`${MEDIA_PREFIX}/programs/glute-lab/logo.webp`, 404],
    [`${MEDIA_PREFIX}/recipes/x/landscape1x_4x3.webp`, 400],
    [`${MEDIA_PREFIX}/hero/home/..%2Fsecret.webp`, 400],
    // An image of an earlier revision of the drawings is no longer drawn.
    ['/media/r0/hero/home/landscape1x_4x3.webp', 404],
  ])('%s -> %s', async (url, status) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
  });
});

// The pictures are drawn from names, not read from the database, so one backend proves them:
// drawing every one at every density twice was most of this file's time.
describe('the home screen’s pictures', () => {
  let images: TestApp;
  let home: HomeScreenData;

  beforeAll(async () => {
    images = await createTestApp('pglite');
    home = (await call<HomeScreenData>(images.app, { method: 'GET', url: HOME_SCREEN_PATH })).body.data;
  });
  afterAll(() => images?.close());

  it('serves every image the page uses, cached for a year, at the size its key names', async () => {
    const config = await call<PlatformConfigData>(images.app, { method: 'GET', url: `${PLATFORM_PATHS.platformConfig}?platform=WEB` });
    const urls = new Set<string>([
      ...home.heroBannerSection.imageList.map((image) => image.imageUrl),
      ...home.programSliderSection.cardSection.flatMap((card) => [
        card.landscapeCard.image.imageUrl,
        card.portraitCard.image.imageUrl,
        card.logo.imageUrl,
      ]),
      ...home.authorSection.authors.flatMap((a) => [a.authorImage1x, a.authorImage2x, a.authorImage3x, a.authorImageHomePage]),
      ...home.articleSection.articles.flatMap((article) => article.imageList.map((image) => image.imageUrl)),
      ...Object.values(config.body.data[0]!.data.extraImages).map((image) => image.imageUrl),
      ...config.body.data[0]!.data.testimonials.map((t) => t.icon),
    ]);
    for (const url of urls) {
      expect(url.startsWith(`${MEDIA_PREFIX}/`), url).toBe(true);
      const response = await images.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/(webp|svg\+xml)/);
      expect(response.rawPayload.length, url).toBeGreaterThan(200);
      if (url.endsWith('.webp')) {
        expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        const key = url.split('/').pop()!.replace('.webp', '');
        const parsed = parseImageKey(key);
        const metadata = await sharp(response.rawPayload).metadata();
        if (parsed) {
          expect([metadata.width, metadata.height], url).toEqual([
            IMAGE_BASE_SIZE[parsed.shape].width * parsed.density,
            IMAGE_BASE_SIZE[parsed.shape].height * parsed.density,
          ]);
        } else {
          expect(metadata.width, url).toBe(metadata.height);
        }
      }
    }
  }, 120_000);
});
