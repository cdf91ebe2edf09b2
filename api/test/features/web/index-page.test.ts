import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { INLINED_EXPOSE_STYLESHEET_ATTRIBUTE, type RenderedPage } from '@app/shared/prerender/rendered-page';
import {
  createIndexPage,
  INLINE_STYLESHEET_MAX_BYTES,
  SERVER_RENDER_TIMEOUT_MS,
  SHELL_BUILD_CHECK_MS,
  SHELL_BUILT_SINCE_START,
  inlineStylesheets,
  remoteScriptPreloads,
  remoteStylePreloads,
  withScriptHashes,
  withThemeScript,
  type RemoteManifest,
} from '../../../src/features/web/index-page.ts';
import { IMPORT_STATE_KEY } from '../../../src/features/catalog/catalog-import.ts';
import { CATALOG_STATE_MAX_AGE_MS } from '../../../src/features/catalog/catalog-version.ts';
import { htmlSanitizer } from '../../../src/lib/html-sanitizer.ts';
import { publicCacheControl } from '../../../src/lib/http-cache.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { TEST_INLINE_SCRIPTS, writeShellBuild } from '../../helpers/shell-build.ts';

const SHELL_HTML =
  '<!doctype html><html><head><title>Kindred</title><meta name="description" content="x"><script defer src="/main.0123abcd.js"></script><link href="/app.0123abcd.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
const SHELL_CSS = '.layout{display:grid}';
const GUARD = `<script>${TEST_INLINE_SCRIPTS['first-screen-guard'].code}</script>`;
/** index.html's deferred script, listed for the inline script that starts it after the first paint. */
const LOADER = `<script type="application/json" id="scripts-after-first-paint">["/main.0123abcd.js"]</script><script>${TEST_INLINE_SCRIPTS['scripts-after-first-paint'].code}</script>`;
const THEME_HASH = TEST_INLINE_SCRIPTS.theme.hash;
const INLINE_HASHES = [THEME_HASH, TEST_INLINE_SCRIPTS['first-screen-guard'].hash, TEST_INLINE_SCRIPTS['scripts-after-first-paint'].hash];

/** A marketing version's Node container as the API sees it (api/test/helpers/shell-build.ts): its home, drawn from no read. */
const homeContainer = (heading: string) => {
  // The shell's render says which version drew it (drawnBy).
  const page: Omit<RenderedPage, 'drawnBy'> = {
    route: '/',
    head: '<style data-home>.hero{color:red}</style>',
    body: `<div class="layout"><main><div class="full-bleed home"><h1>${heading}</h1></div></main></div>`,
    cache: '{"queries":{}}',
  };
  return `export async function renderPage({ pathname }) { return pathname === '/' ? ${JSON.stringify(page)} : null; }`;
};
/** The API cache element a page drawn by homeContainer carries after its root. */
const HOME_CACHE = '<script type="application/json" id="server-api-cache">{"queries":{}}</script>';

const registryEntry = (remote: string, active: string) => ({
  active,
  entry: `/remotes/${remote}/${active}/mf-manifest.json`,
  versions: [],
  history: [],
});

function writeRegistry(registryDir: string, active: string, contentActive?: string) {
  const remotes = {
    marketing: registryEntry('marketing', active),
    planner: registryEntry('planner', PLANNER_VERSION),
    ...(contentActive ? { content: registryEntry('content', contentActive) } : {}),
  };
  writeFileSync(path.join(registryDir, 'remotes.json'), JSON.stringify({ schemaVersion: 1, updatedAt: '', remotes }));
}

/** Content versions: one whose server render draws recipes from their reads, one that ships none. */
const CONTENT_RENDERS = '1.0.0-dddddddddd';
const CONTENT_PLAIN = '1.0.0-eeeeeeeeee';
const RECIPE_CSS = '.recipe{display:grid}';
const SERVER_RENDER = `export async function renderPage({ pathname, read, sanitizeHtml }) {
  if (!pathname.startsWith('/recipe/')) return null;
  const reply = await read('/search/application-search/pub/api/content/' + pathname.split('/')[3]);
  let title = reply && JSON.parse(reply).data.title;
  // A title in HTML stands for an article's body: it is drawn cleaned by the sanitizer the server lends.
  if (title && title.startsWith('<')) title = sanitizeHtml(title);
  if (title === 'Boom') throw new Error('boom');
  if (title === 'Slow') return new Promise(() => {});
  if (title === 'Elsewhere') return { route: '/other', head: '', body: '<p>elsewhere</p>', cache: '{}' };
  return title ? { route: pathname, head: '', body: '<div class="layout"><main><article class="recipe"><h1>' + title + '</h1></article></main></div>', cache: '{}' } : null;
}`;

const CONTENT_30001 = '/search/application-search/pub/api/content/30001';
const BLOG_FILTERS = '/interaction/user-interaction/pub/api/filters/blogs';
/**
 * A content version's Node container as the shell's server render would load it, reduced to
 * what the API sees (api/test/helpers/shell-build.ts): its recipe page reads `urls` through the API the server lends it and
 * leaves what it read in the page as its API cache.
 */
const readingBundle = (urls: readonly string[]) => `export async function renderPage({ pathname, read }) {
  if (!pathname.startsWith('/recipe/')) return null;
  const queries = {};
  for (const url of ${JSON.stringify(urls)}) {
    const body = await read(url);
    if (body === null) return null;
    queries[url] = { status: 'fulfilled', data: JSON.parse(body).data };
  }
  const cache = JSON.stringify({ queries, mutations: {}, provided: {} }).replace(/</g, '\\u003c');
  return { route: pathname, head: '', body: '<div><main><h1>Drawn</h1></main></div>', cache };
}`;
/** Content versions whose recipe page reads one endpoint, and the next that reads one more. */
const CONTENT_READING = { '1.0.0-1111111111': [CONTENT_30001], '1.0.0-2222222222': [CONTENT_30001, BLOG_FILTERS] };

/** A planner version whose server bundle draws her planner for a member (and nothing for a visitor). */
const PLANNER_VERSION = '1.0.0-abababab02';
const PLANNER_RENDER = "export const memberPages = ['./PlannerPage'];\nexport async function renderPage() { return null; }";

function writeContentVersions(registryDir: string) {
  for (const [version, urls] of Object.entries(CONTENT_READING)) {
    const dir = path.join(registryDir, 'remotes', 'content', version, 'server');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), readingBundle(urls));
  }
  const planner = path.join(registryDir, 'remotes', 'planner', PLANNER_VERSION, 'server');
  mkdirSync(planner, { recursive: true });
  writeFileSync(path.join(planner, 'remoteEntry.js'), PLANNER_RENDER);
  for (const version of [CONTENT_RENDERS, CONTENT_PLAIN]) {
    const dir = path.join(registryDir, 'remotes', 'content', version);
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    const recipePage = {
      path: './RecipePage',
      assets: {
        js: { sync: ['__federation_expose_RecipePage.2b2b2b2b.js'] },
        css: { sync: ['__federation_expose_RecipePage.3c3c3c3c.css'] },
      },
    };
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [recipePage] }),
    );
    writeFileSync(path.join(dir, '__federation_expose_RecipePage.3c3c3c3c.css'), RECIPE_CSS);
    if (version === CONTENT_RENDERS) writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), SERVER_RENDER);
  }
}

let root: string;
let shellDir: string;
let registryDir: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kindred-index-page-'));
  shellDir = path.join(root, 'shell');
  registryDir = path.join(root, 'registry');
  mkdirSync(shellDir, { recursive: true });
  writeShellBuild(shellDir, SHELL_HTML);
  writeFileSync(path.join(shellDir, 'app.0123abcd.css'), SHELL_CSS);
  for (const [version, heading] of [
    ['1.0.0-aaaaaaaaaa', 'Feel strong, every day'],
    ['1.0.0-bbbbbbbbbb', 'Stronger every single week'],
  ] as const) {
    const dir = path.join(registryDir, 'remotes', 'marketing', version, 'server');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), homeContainer(heading));
  }
  mkdirSync(path.join(registryDir, 'remotes', 'marketing', '1.0.0-cccccccccc'), { recursive: true });
  writeContentVersions(registryDir);
  writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createIndexPage', () => {
  it('draws the active version’s page on its route, with the home metadata', async () => {
    const page = await createIndexPage({ shellDir, registryDir })('/', '');
    expect(page.html).toContain('<title>Kindred: workouts, meals and programs for women</title>');
    expect(page.html).toContain('<style data-home>.hero{color:red}</style></head>');
    // Marked with the version that drew it: a browser running another one renders the page itself.
    expect(page.html).toContain('<div id="root" data-server-rendered="/" data-drawn-by-version="1.0.0-aaaaaaaaaa"><div class="layout">');
    // Its API cache follows the root, then the shell's guard.
    expect(page.html).toContain(`<h1>Feel strong, every day</h1></div></main></div></div>${HOME_CACHE}${GUARD}`);
    // The shell's script starts once the page has loaded, from an inline loader the CSP allows.
    expect(page.html).not.toContain('<script defer');
    expect(page.html).toContain(`${LOADER}</body>`);
    expect(page.scriptHashes).toEqual(INLINE_HASHES);
  });

  it('sends no first screen when the shell’s build has no inline scripts to guard it with', async () => {
    const bare = path.join(root, 'shell-without-inline-scripts');
    mkdirSync(bare, { recursive: true });
    writeFileSync(path.join(bare, 'index.html'), SHELL_HTML);
    const page = await createIndexPage({ shellDir: bare, registryDir })('/', '');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(page.scriptHashes).toEqual([]);
  });

  it('follows a deploy or rollback on the next request, and sends the plain shell when a version has no server render', async () => {
    const render = createIndexPage({ shellDir, registryDir });
    writeRegistry(registryDir, '1.0.0-bbbbbbbbbb');
    expect((await render('/', '')).html).toContain('<h1>Stronger every single week</h1>');
    writeRegistry(registryDir, '1.0.0-cccccccccc');
    const plain = await render('/', '');
    expect(plain.html).toContain('<div id="root"></div>');
    expect(plain.html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(plain.scriptHashes).toEqual([THEME_HASH]);
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    expect((await render('/', '')).html).toContain('<h1>Feel strong, every day</h1>');
  });

  it.each([
    ['/login', '', 'Log in | Kindred'],
    ['/signUp', '?planId=1', 'Sign up | Kindred'],
    ['/show/policy/1/privacy-policy', '?isPolicy=true', 'Privacy policy | Kindred'],
  ])('gives %s%s its own title and no first screen', async (pathname, search, title) => {
    const page = await createIndexPage({ shellDir, registryDir })(pathname, search);
    expect(page.html).toContain(`<title>${title}</title>`);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<script defer src="/main.0123abcd.js"></script>');
  });

  it.each([
    ['/show/tips/3001/sleep-and-hunger', '<title>Sleep and hunger | Kindred tips</title>', 'Short nights change your hunger hormones.'],
    ['/show/blogs/article/3001/old-slug', '<title>Sleep and hunger | Kindred tips</title>', 'Short nights change your hunger hormones.'],
    ['/show/tips/404/gone', '<title>Kindred: workouts, meals and programs for women</title>', 'Start your 14-day free trial.'],
  ])('gives the article page %s the article’s title and description', async (pathname, title, description) => {
    const articleFor = async (contentId: number) =>
      contentId === 3001
        ? { kind: 'tips', title: 'Sleep and hunger', summary: 'Short nights change your hunger hormones.', urlPartial: 'sleep-and-hunger' }
        : undefined;
    const page = await createIndexPage({ shellDir, registryDir, articleFor })(pathname, '');
    expect(page.html).toContain(title);
    expect(page.html).toMatch(new RegExp(`<meta name="description" content="[^"]*${description.replace(/[.?]/g, '\\$&')}">`));
  });

  it.each([
    ['/', ['/remotes.json', '/remotes/marketing/1.0.0-aaaaaaaaaa/mf-manifest.json']],
    // auth has no active version in this registry; /logout is the shell's own page.
    ['/login', ['/remotes.json']],
    ['/logout', ['/remotes.json']],
  ])('preloads on %s the registry and the active manifest of the remote that renders it', async (pathname, urls) => {
    const page = await createIndexPage({ shellDir, registryDir })(pathname, '');
    const preloads = [...page.html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((m) => m[1]);
    expect(preloads).toEqual(urls);
    expect(page.html.indexOf('rel="preload"')).toBeLessThan(page.html.indexOf('</head>'));
  });

  it('preloads the remote’s entry and page chunks on a page without a first screen, and none on one with it', async () => {
    const version = '1.0.0-cccccccccc';
    writeFileSync(
      path.join(registryDir, 'remotes', 'marketing', version, 'mf-manifest.json'),
      JSON.stringify(manifest(['__federation_expose_HomePage.1a2b3c4d.js', '160.5e6f7a8b.js'])),
    );
    writeRegistry(registryDir, version);
    const scriptPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]);
    const render = createIndexPage({ shellDir, registryDir });
    expect(scriptPreloads((await render('/', '')).html)).toEqual([
      `/remotes/marketing/${version}/remoteEntry.js`,
      `/remotes/marketing/${version}/__federation_expose_HomePage.1a2b3c4d.js`,
      `/remotes/marketing/${version}/160.5e6f7a8b.js`,
    ]);
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    expect(scriptPreloads((await render('/', '')).html)).toEqual([]);
  });

  it('asks the reads the active version’s server render asks, as a visitor, on every request: HTTP caches keep the page', async () => {
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    try {
      const asked: string[] = [];
      let calls = 0;
      const render = createIndexPage({
        shellDir,
        registryDir,
        readPublic: async (url) => (asked.push(url), JSON.stringify({ code: 200, data: { title: `Call ${++calls}` }, message: 'OK' })),
      });
      expect((await render('/recipe/meals/30001/oats', '')).html).toContain('<h1>Call 1</h1>');
      expect((await render('/recipe/meals/30001/oats', '')).html).toContain('<h1>Call 2</h1>');
      expect(asked).toEqual(['/search/application-search/pub/api/content/30001', '/search/application-search/pub/api/content/30001']);
      // A page its remote draws nothing for reads nothing.
      await render('/about', '');
      expect(asked).toHaveLength(2);
    } finally {
      writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    }
  });

  it('makes the page again on every request, so a deploy or rollback shows at once, the same page while nothing changed', async () => {
    const render = createIndexPage({ shellDir, registryDir });
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    const first = await render('/', '');
    expect((await render('/', '')).html).toBe(first.html);
    writeRegistry(registryDir, '1.0.0-bbbbbbbbbb');
    expect((await render('/', '')).html).toContain('Stronger every single week');
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    expect((await render('/', '')).html).toBe(first.html);
  });

  it('says what a visitor’s page is made from without making it, and nothing for a page its remote draws for a member', async () => {
    const render = createIndexPage({ shellDir, registryDir });
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    const page = await render('/', '');
    expect(page.inputs).toBeDefined();
    expect(await render.inputsFor('/', '')).toBe(page.inputs);
    expect(await render.inputsFor('/', '?utm=x')).not.toBe(page.inputs);
    // The active planner version declares /planner's page a member page (its memberPages).
    expect(await render.inputsFor('/planner', '')).toBeNull();
    expect((await render('/planner', '')).inputs).toBeUndefined();
    expect((await render('/planner', '')).varyOnCookie).toBe(true);
    expect(await render.inputsFor('/shopping-list', '')).not.toBeNull();
    try {
      writeRegistry(registryDir, '1.0.0-bbbbbbbbbb');
      expect(await render.inputsFor('/', '')).not.toBe(page.inputs);
    } finally {
      writeRegistry(registryDir, '1.0.0-aaaaaaaaaa');
    }
  });

  it('works without a registry', async () => {
    const page = await createIndexPage({ shellDir, registryDir: null })('/', '');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('rel="preload"');
  });

  it('writes the shell’s stylesheet into a page that paints from its server render, and links it on the others', async () => {
    const render = createIndexPage({ shellDir, registryDir });
    const home = (await render('/', '')).html;
    // Its link stays, disabled: the shell's runtime finds it and fetches nothing.
    expect(home).toContain(`<style>${SHELL_CSS}</style><link href="/app.0123abcd.css" rel="stylesheet" disabled>`);
    expect(home).not.toContain('<link href="/app.0123abcd.css" rel="stylesheet">');
    for (const pathname of ['/about', '/planner/0/1']) {
      const { html } = await render(pathname, '');
      expect(html, pathname).toContain('<link href="/app.0123abcd.css" rel="stylesheet">');
      expect(html, pathname).not.toContain(SHELL_CSS);
    }
  });
});

describe('createIndexPage: a remote’s server render', () => {
  const RECIPE = '/recipe/meals/30001/oats';
  const recipeReply = (title: string) =>
    JSON.stringify({ code: 200, data: { contentType: 'recipe', title, imageList: [] }, message: 'OK' });
  afterAll(() => writeRegistry(registryDir, '1.0.0-aaaaaaaaaa'));

  it('draws the page from its reads, with its stylesheets inline and the scripts started after the first paint', async () => {
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    const render = createIndexPage({ shellDir, registryDir, readPublic: async () => recipeReply('Raspberry oats') });
    const page = await render(RECIPE, '');
    expect(page.html).toContain(
      `<div id="root" data-server-rendered="${RECIPE}" data-drawn-by-version="${CONTENT_RENDERS}"><div class="layout"><main><article class="recipe"><h1>Raspberry oats</h1>`,
    );
    expect(page.html).toContain(
      `<style>${RECIPE_CSS}</style><link href="/remotes/content/${CONTENT_RENDERS}/__federation_expose_RecipePage.3c3c3c3c.css" rel="stylesheet" disabled ${INLINED_EXPOSE_STYLESHEET_ATTRIBUTE}></head>`,
    );
    expect(page.html).toContain(`<style>${SHELL_CSS}</style><link href="/app.0123abcd.css" rel="stylesheet" disabled>`);
    expect(page.html).toContain(`${LOADER}</body>`);
    expect(page.html).not.toContain('<script defer');
    expect(page.html).not.toContain('as="script"');
    expect(page.html).toContain(`</article></main></div></div><script type="application/json" id="server-api-cache">{}</script>${GUARD}`);
    expect(page.scriptHashes).toEqual(INLINE_HASHES);
  });

  it.each([
    ['fails', 'Boom', 'boom'],
    [`takes over ${SERVER_RENDER_TIMEOUT_MS} ms`, 'Slow', `took over ${SERVER_RENDER_TIMEOUT_MS} ms`],
    ['draws another route', 'Elsewhere', null],
  ])('sends the page as usual when the server render %s', async (_case, title, error) => {
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    const errors: string[] = [];
    const render = createIndexPage({
      shellDir,
      registryDir,
      readPublic: async () => recipeReply(title),
      onServerRenderError: (remote, version, reason) => errors.push(`${remote}/${version}: ${String(reason)}`),
    });
    const page = await render(RECIPE, '');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(page.scriptHashes).toEqual([THEME_HASH]);
    expect(errors).toHaveLength(error ? 1 : 0);
    if (error) expect(errors[0]).toMatch(new RegExp(`^content/${CONTENT_RENDERS}: Error: .*${error}`));
    // A render that failed may not the next time: such a page is never validated by what it was made from.
    expect(page.inputs === undefined).toBe(error !== null);
  });

  it('lends the server render the API’s HTML sanitizer; without one, a page with HTML goes out plain', async () => {
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    const dirty = '<b>Oats</b><img src=x onerror=alert(1)><script>alert(2)</script>';
    const render = createIndexPage({ shellDir, registryDir, htmlSanitizer, readPublic: async () => recipeReply(dirty) });
    expect((await render(RECIPE, '')).html).toContain('<article class="recipe"><h1><b>Oats</b><img src="x"></h1></article>');
    const errors: string[] = [];
    const unlent = createIndexPage({
      shellDir,
      registryDir,
      readPublic: async () => recipeReply(dirty),
      onServerRenderError: (_remote, _version, reason) => errors.push(String(reason)),
    });
    expect((await unlent(RECIPE, '')).html).toContain('<div id="root"></div>');
    expect(errors).toEqual([expect.stringMatching(/sanitizeHtml is not a function/)]);
  });

  it('loads an active version’s server render when it reads the registry, before any of its pages is asked for', async () => {
    // A version whose render cannot load says so when it is imported: the page asked for is the home page.
    const broken = '1.0.0-ffffffffff';
    mkdirSync(path.join(registryDir, 'remotes', 'content', broken, 'server'), { recursive: true });
    writeFileSync(path.join(registryDir, 'remotes', 'content', broken, 'server', 'remoteEntry.js'), 'throw new Error("cannot load");');
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', broken);
    const errors: string[] = [];
    const render = createIndexPage({
      shellDir,
      registryDir,
      onServerRenderError: (remote, version, reason) => errors.push(`${remote}/${version}: ${String(reason)}`),
    });
    await render('/', '');
    await expect.poll(() => errors).toEqual([`content/${broken}: Error: cannot load`]);
    // Once per version: the next page made does not load it again.
    await render('/about', '');
    await render(RECIPE, '');
    expect(errors).toHaveLength(1);
  });

  it('follows a rollback to a version without a server render on the next request, within the same second', async () => {
    const render = createIndexPage({ shellDir, registryDir, readPublic: async () => recipeReply('Raspberry oats') });
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    expect((await render(RECIPE, '')).html).toContain('<h1>Raspberry oats</h1>');
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_PLAIN);
    const rolledBack = await render(RECIPE, '');
    expect(rolledBack.html).toContain('<div id="root"></div>');
  });

  it('draws no page once the shell is built again under it, till a restart, and says so once', async () => {
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    const rebuilt = path.join(root, 'shell-rebuilt');
    cpSync(shellDir, rebuilt, { recursive: true });
    const errors: string[] = [];
    const options = {
      shellDir: rebuilt,
      registryDir,
      readPublic: async () => recipeReply('Raspberry oats'),
      onServerRenderError: (remote: string, version: string, reason: unknown) => errors.push(`${remote}/${version}: ${String(reason)}`),
    };
    const render = createIndexPage(options);
    expect((await render(RECIPE, '')).html).toContain('<h1>Raspberry oats</h1>');
    // The next build, a second later: its scripts would hydrate markup the server render of the last one drew.
    const later = new Date(Date.now() + 1000);
    utimesSync(path.join(rebuilt, 'index.html'), later, later);
    await new Promise((resolve) => setTimeout(resolve, SHELL_BUILD_CHECK_MS));
    for (const pathname of [RECIPE, RECIPE]) {
      const page = await render(pathname, '');
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toContain('<script defer src="/main.0123abcd.js"></script>');
      // Drawn again after the restart: not a page to revalidate till the next deploy.
      expect(page.inputs).toBeUndefined();
    }
    expect(errors).toEqual([`shell/build: Error: ${SHELL_BUILT_SINCE_START}`]);
    // A restart imports the new build's server render.
    expect((await createIndexPage(options)(RECIPE, '')).html).toContain('<h1>Raspberry oats</h1>');
  });

  it('draws nothing, and says the page is not for keeping, when a read has no answer', async () => {
    writeRegistry(registryDir, '1.0.0-aaaaaaaaaa', CONTENT_RENDERS);
    const render = createIndexPage({ shellDir, registryDir, readPublic: async () => null });
    const page = await render(RECIPE, '');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.inputs).toBeUndefined();
  });
});

describe('inlineStylesheets', () => {
  const link = (href: string) => `<link href="${href}" rel="stylesheet">`;
  const kept = (href: string) => `<link href="${href}" rel="stylesheet" disabled>`;
  const files: Record<string, string> = {
    '/app.1.css': '.a{color:red}',
    '/font.2.css': '@font-face{src:url(./f.woff2)}',
    '/theme.3.css': '@import "./base.css";',
    '/big.4.css': `.b{${'x'.repeat(INLINE_STYLESHEET_MAX_BYTES)}}`,
    '/odd.5.css': '.c::after{content:"</style><script>"}',
  };
  it.each([
    ['a small stylesheet of its own, its link disabled', link('/app.1.css'), `<style>.a{color:red}</style>${kept('/app.1.css')}`],
    ['one that refers to files by url() stays linked', link('/font.2.css'), link('/font.2.css')],
    ['one that imports another stays linked', link('/theme.3.css'), link('/theme.3.css')],
    ['one too big stays linked', link('/big.4.css'), link('/big.4.css')],
    ['one it cannot read stays linked', link('/gone.6.css'), link('/gone.6.css')],
    [
      'a closing style tag inside cannot end the element',
      link('/odd.5.css'),
      `<style>.c::after{content:"<\\/style><script>"}</style>${kept('/odd.5.css')}`,
    ],
    [
      'two, each on its own',
      link('/app.1.css') + link('/font.2.css'),
      `<style>.a{color:red}</style>${kept('/app.1.css')}${link('/font.2.css')}`,
    ],
  ])('%s', (_case, html, expected) => {
    expect(inlineStylesheets(html, (href) => files[href] ?? null)).toBe(expected);
  });
});

function manifest(homePageChunks: string[], entryPath = ''): RemoteManifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: entryPath } },
    exposes: [
      {
        path: './HomePage',
        assets: { js: { sync: homePageChunks }, css: { sync: ['__federation_expose_HomePage.1a1a1a1a.css', '../../auth/x.css'] } },
      },
      { path: './AboutPage', assets: { js: { sync: ['__federation_expose_AboutPage.0f0f0f0f.js'] } } },
    ],
  };
}

describe('remoteScriptPreloads', () => {
  const url = '/remotes/marketing/1.0.0-aaaaaaaaaa/mf-manifest.json';
  const dir = '/remotes/marketing/1.0.0-aaaaaaaaaa/';
  it.each([
    [
      'the expose’s chunks after the entry',
      manifest(['a.1.js', 'b.2.js']),
      './HomePage',
      [`${dir}remoteEntry.js`, `${dir}a.1.js`, `${dir}b.2.js`],
    ],
    ['only the entry for an expose the manifest lacks', manifest(['a.1.js']), './ListingPage', [`${dir}remoteEntry.js`]],
    ['the entry under its path', manifest([], 'static/js/'), './HomePage', [`${dir}static/js/remoteEntry.js`]],
    [
      'no file that climbs out of the version folder',
      manifest(['../../auth/x.js', 'ok.js']),
      './HomePage',
      [`${dir}remoteEntry.js`, `${dir}ok.js`],
    ],
  ])('%s', (_case, remoteManifest, expose, expected) => {
    expect(remoteScriptPreloads(url, remoteManifest, expose)).toEqual(expected);
  });
});

describe('remoteStylePreloads', () => {
  const url = '/remotes/marketing/1.0.0-aaaaaaaaaa/mf-manifest.json';
  it.each([
    [
      'the expose’s own stylesheets, none from outside its folder',
      './HomePage',
      ['/remotes/marketing/1.0.0-aaaaaaaaaa/__federation_expose_HomePage.1a1a1a1a.css'],
    ],
    ['none for an expose whose manifest lists no css', './AboutPage', []],
    ['none for an expose the manifest lacks', './ListingPage', []],
  ])('%s', (_case, expose, expected) => {
    expect(remoteStylePreloads(url, manifest(['a.1.js']), expose)).toEqual(expected);
  });
});

describe('withScriptHashes', () => {
  it.each([
    [
      "default-src 'self';script-src 'self';style-src 'self'",
      ["'sha256-x'"],
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
    ],
    ["default-src 'self';script-src-attr 'none'", ["'sha256-x'"], "default-src 'self';script-src-attr 'none'"],
    ["script-src 'self'", [], "script-src 'self'"],
  ])('%s + %o', (policy, hashes, expected) => {
    expect(withScriptHashes(policy, hashes)).toBe(expected);
  });
});

describe('withThemeScript', () => {
  it.each([
    [
      '<html><head><meta charset="utf-8"><title>K</title></head>',
      '<html><head><meta charset="utf-8"><script>t()</script><title>K</title></head>',
    ],
    ['<html><head>\n  <meta charset="utf-8" />\n</head>', '<html><head>\n  <meta charset="utf-8" /><script>t()</script>\n</head>'],
    ['<html><head><title>K</title></head>', '<html><head><script>t()</script><title>K</title></head>'],
  ])('%j', (html, expected) => {
    expect(withThemeScript(html, 't()')).toBe(expected);
  });
});

describeEachBackend('GET / from the server (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend, { shellDir, registryDir });
  });
  /** A deploy as every instance sees it: a change to the registry in the database, then the view re-read. */
  async function activate(remote: string, version: string) {
    const registry = test.app.registry!;
    await registry.store.update((current) => ({
      registry: { ...current, remotes: { ...current.remotes, [remote]: registryEntry(remote, version) } },
      result: null,
    }));
    registry.view.invalidate();
  }
  const activateMarketing = (version: string) => activate('marketing', version);
  afterAll(() => test?.close());

  it('sends the fallback with a policy that lets its script run, as a public page the browser revalidates', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(publicCacheControl('page'));
    expect(response.body).toContain('<h1>Feel strong, every day</h1>');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${INLINE_HASHES.join(' ')}`);
  });

  it('answers a repeat of a page with If-None-Match with a 304, and a deploy with the new page and a new ETag', async () => {
    const get = (headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', ...headers } });
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(publicCacheControl('page'));
    // The browser keeps the policy it got with the page (its inline scripts' hashes): a 304 must not replace it.
    expect(again.headers['content-security-policy']).toBeUndefined();
    try {
      await activateMarketing('1.0.0-bbbbbbbbbb');
      const deployed = await get({ 'if-none-match': etag });
      expect(deployed.statusCode).toBe(200);
      expect(deployed.headers.etag).not.toBe(etag);
      expect(brotliDecompressSync(deployed.rawPayload).toString()).toContain('Stronger every single week');
    } finally {
      await activateMarketing('1.0.0-aaaaaaaaaa');
    }
    // The rollback is in the registry's history, so the page's inputs moved on: a new tag that revalidates in turn.
    const rolledBack = await get();
    expect(brotliDecompressSync(rolledBack.rawPayload).toString()).toContain('Feel strong, every day');
    expect((await get({ 'if-none-match': String(rolledBack.headers.etag) })).statusCode).toBe(304);
  });

  it.each([
    ['/show/policy/9001/privacy-policy?isPolicy=true', '<title>Privacy policy | Kindred</title>'],
    ['/show/policy/9003/billing-terms?isPolicy=true', '<title>Billing terms | Kindred</title>'],
    ['/show/tips/3001/any-slug', /<title>[^<]+ \| Kindred tips<\/title>/],
    ['/show/meditation/999999/missing', '<title>Kindred: workouts, meals and programs for women</title>'],
  ])('sends the article page %s with its own metadata', async (url, title) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    if (typeof title === 'string') expect(response.body).toContain(title);
    else expect(response.body).toMatch(title);
  });

  it('revalidates a recipe page with a 304 until any server writes the catalog (catalog_state), each encoding its own tag', async () => {
    const url = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
    const get = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url, headers });
    const first = await get({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);
    // What an import by another process leaves behind: its catalog_state row.
    await test.app.db
      .insertInto('catalogState')
      .values({ key: IMPORT_STATE_KEY, contentHash: `page-${Date.now()}`, itemCount: 1 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ contentHash: `page-${Date.now()}`, updatedAt: new Date() }))
      .execute();
    // catalog_state is read at most once a second.
    test.clock.advance(CATALOG_STATE_MAX_AGE_MS);
    const after = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers['cache-control']).toBe(publicCacheControl('page'));
  });

  describe('a remote that changes what its page reads, with its own deploy alone', () => {
    const RECIPE_URL = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
    const cacheOf = (html: string) =>
      (
        JSON.parse(/<script type="application\/json" id="server-api-cache">([^<]*)<\/script>/.exec(html)![1]!) as {
          queries: Record<string, { data: unknown }>;
        }
      ).queries;

    it('sends the page with the reads its version’s bundle declares, as the API answers them, and one more once the next version reads one more', async () => {
      const shellBefore = readFileSync(path.join(shellDir, 'index.html'), 'utf8');
      const apiReplies = async (...urls: string[]) =>
        Object.fromEntries(
          await Promise.all(
            urls.map(async (url) => [url, (JSON.parse((await test.app.inject({ method: 'GET', url })).body) as { data: unknown }).data]),
          ),
        );
      try {
        await activate('content', '1.0.0-1111111111');
        const first = await test.app.inject({ method: 'GET', url: RECIPE_URL });
        expect(first.body).toContain('<h1>Drawn</h1>');
        expect(Object.fromEntries(Object.entries(cacheOf(first.body)).map(([url, q]) => [url, q.data]))).toEqual(
          await apiReplies(CONTENT_30001),
        );

        // The next content version reads the blog's filters too: nothing else is rebuilt or redeployed.
        await activate('content', '1.0.0-2222222222');
        const next = await test.app.inject({ method: 'GET', url: RECIPE_URL });
        expect(Object.fromEntries(Object.entries(cacheOf(next.body)).map(([url, q]) => [url, q.data]))).toEqual(
          await apiReplies(CONTENT_30001, BLOG_FILTERS),
        );
        expect(next.headers.etag).not.toBe(first.headers.etag);
        expect(readFileSync(path.join(shellDir, 'index.html'), 'utf8')).toBe(shellBefore);
      } finally {
        await activate('content', CONTENT_PLAIN);
      }
    });
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip;q=1, br;q=0', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])('sends a page compressed for Accept-Encoding: %s', async (accept, encoding, decode) => {
    const url = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
    // A page big enough to be worth compressing: drawn with its reads (the content version that reads two).
    await activate('content', '1.0.0-2222222222');
    onTestFinished(() => activate('content', CONTENT_PLAIN));
    const plain = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('never sends a version’s server render, and sends its other files', async () => {
    const hidden = await test.app.inject({ method: 'GET', url: `/remotes/content/${CONTENT_RENDERS}/server/remoteEntry.js` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('renderPage');
    const encoded = await test.app.inject({ method: 'GET', url: `/remotes/content/${CONTENT_RENDERS}/%73erver/remoteEntry.js` });
    expect(encoded.body).not.toContain('renderPage');
    const manifestFile = await test.app.inject({ method: 'GET', url: `/remotes/content/${CONTENT_RENDERS}/mf-manifest.json` });
    expect(manifestFile.statusCode).toBe(200);
  });

  it('sends a member page with no inline script but her colour scheme’s to a visitor', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/planner' });
    expect(response.body.match(/<script>/g)).toHaveLength(1);
    expect(response.body).toContain(`<head><script>${TEST_INLINE_SCRIPTS.theme.code}</script>`);
    expect(String(response.headers.vary)).toContain('Cookie');
  });

  it('sends other pages with their metadata and no script allowance but her colour scheme’s', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/forgotPassword' });
    expect(response.body).toContain('<title>Forgot password | Kindred</title>');
    expect(String(response.headers['content-security-policy']).match(/'sha256-[^']+'/g)).toEqual([THEME_HASH]);
  });
});
