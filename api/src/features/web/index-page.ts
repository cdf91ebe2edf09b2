import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RegistryFile } from '@app/shared/contract';
import {
  SERVER_CONTAINER_FILE,
  SERVER_RENDERER_DIR,
  SHELL_SERVER_RENDER_FILE,
  INLINED_EXPOSE_STYLESHEET_ATTRIBUTE,
  isRenderedPage,
  withRenderedPage,
  type PageRenderRequest,
  type ServerRenderer,
  type ShellServerRender,
  type RenderedPage,
} from '@app/shared/prerender/rendered-page';
import { articleIdOf, matchRoute } from '@app/shared/routes';
import { articleMetadata, type ArticleMetadataSource } from '@app/shared/seo/article-metadata';
import { isSubscribedStatus, SUBSCRIPTION_SERVICE_PATHS, type SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import type { CalendarDate } from '@app/shared/planner/calendar';
import {
  INLINE_SCRIPTS_FILE,
  SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID,
  isInlineScripts,
  type InlineScripts,
} from '@app/shared/prerender/inline-scripts';
import { scriptJson } from '@app/shared/prerender/script-json';
import { pageMetadataFor, withPageMetadata, type PageMetadata } from '@app/shared/seo/page-metadata';
import type { HtmlSanitizer } from '@app/shared/text/html-sanitizer-context';
import { folderBlobStore, remoteFileOf, type RemoteBlobStore } from '@app/deploy/blob-store';
import { memoryCache } from '../../lib/memory-cache.ts';

export interface IndexPage {
  html: string;
  /** CSP hashes ('sha256-...') of the inline scripts the page carries, as the shell's build computed them. */
  scriptHashes: string[];
  /** Drawn for one member: sent to her only, stored nowhere (Cache-Control: private, no-store). */
  personal?: boolean;
  /**
   * A page of a path a member's page session may draw for her (her planner, her home), hers or the
   * one everyone else gets: what it holds depends on the Cookie header (Vary: Cookie).
   */
  varyOnCookie?: boolean;
  /**
   * A visitor's page drawn in full (no server render that failed or ran out of time): what it was
   * made from (pageInputs), so the same inputs make the same bytes and can be validated without
   * drawing it again (web.ts).
   */
  inputs?: string;
}

/**
 * What a visitor's page is made from, besides the catalog: the shell's build, the registry, the
 * path and query. The remote versions' files the registry names never change.
 */
function pageInputs(shellMtimeMs: number, registryText: string | null, pathname: string, search: string): string {
  return createHash('sha1')
    .update(`${shellMtimeMs}\n${registryText ?? ''}\n${pathname}\n${search}`)
    .digest('base64url');
}

/** The signed-in member a page is asked for by (her page session, api/src/lib/page-session.ts). */
export interface PageMember {
  userId: number;
  /** Her day, in her time zone as her account last reported it. */
  today: CalendarDate;
  /** The body of a GET of the API asked as her when it answers 200, else null. */
  read: (url: string) => Promise<string | null>;
}

export interface IndexPageOptions {
  shellDir: string;
  /** Whether this app serves remotes, and the folder of a one-folder registry's remotes.json. */
  registryDir: string | null;
  /** Where the remotes' files (their Node containers, manifests and styles) are read: the folder registryDir by default. */
  blobs?: RemoteBlobStore;
  /** remotes.json as this instance serves it, or null; by default the file in registryDir (a one-folder registry). */
  registryText?: () => Promise<string | null>;
  /** The article a /show/... page opens (its title and summary become the page's metadata), or null. */
  articleFor?: (contentId: number) => Promise<ArticleMetadataSource | null | undefined>;
  /** The body of a public GET of the API when it answers 200, else null: what a visitor's page is drawn from. */
  readPublic?: (url: string) => Promise<string | null>;
  /** Told when a member's own page could not be drawn (her session or her reads failed): she gets the page as everyone does. */
  onMemberPageError?: (error: unknown) => void;
  /**
   * The sanitizer a server render cleans article HTML with (PageRenderRequest.sanitizeHtml): Node has
   * no DOM for the pages' DOMPurify. Without it, a page that shows such HTML goes out plain.
   */
  htmlSanitizer?: () => Promise<HtmlSanitizer>;
  /** Told when a remote's server render fails or takes too long (the page then goes out without it). */
  onServerRenderError?: (remote: string, version: string, error: unknown) => void;
  /** How long a remote's server render may take: SERVER_RENDER_TIMEOUT_MS by default. */
  renderTimeoutMs?: number;
}

/** How long a remote's server render may take; past it, the page goes out without its first screen. */
export const SERVER_RENDER_TIMEOUT_MS = 300;
/**
 * Remote versions whose files (manifest, Node container, styles) are kept read: a version
 * folder never changes, so what was read from it stays true; the active ones are the recently used.
 */
const VERSIONS_KEPT = 64;

/** How often the server looks whether the shell was built again (its index.html and inline scripts). */
export const SHELL_BUILD_CHECK_MS = 1000;

/** Logged once when the shell is built again under a running server, whose pages then go out undrawn. */
export const SHELL_BUILT_SINCE_START =
  'the shell was built again since this server started: pages are not drawn on the server until it restarts';

/** Past this size a stylesheet stays a file: inlined, it would ride on every page load uncached. */
export const INLINE_STYLESHEET_MAX_BYTES = 16 * 1024;
/** A stylesheet link as the shell's build writes it into index.html (HtmlRspackPlugin). */
const SHELL_STYLESHEET = /<link href="(\/[\w.-]+\.css)" rel="stylesheet">/g;

/**
 * A stylesheet that can go into the page: small, and referring to no other file (url(), @import
 * would resolve against the page's path instead of its own).
 */
const inlinable = (css: string | null): css is string =>
  css !== null && Buffer.byteLength(css) <= INLINE_STYLESHEET_MAX_BYTES && !/url\(|@import/i.test(css);

/**
 * A stylesheet written into the page, followed by its file's link, disabled. The scripts that
 * load stylesheets (rspack's for the shell's start-up chunk, Module Federation's for an expose)
 * first look for a link to the file; a disabled link tells them it is in, and the browser never
 * fetches it. Without it, each fetched its file again once the page was live.
 */
function inlineStylesheet(href: string, css: string, linkAttributes = ''): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link href="${href}" rel="stylesheet" disabled${linkAttributes}>`;
}

/**
 * The shell's stylesheets written into the page rather than linked: a linked one blocks the first
 * paint for a round trip of its own. `cssOf` reads a stylesheet by its href (null: not the
 * shell's); one that cannot go into the page (inlinable) stays linked.
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | null): string {
  return html.replace(SHELL_STYLESHEET, (tag, href: string) => {
    const css = cssOf(href);
    return inlinable(css) ? inlineStylesheet(href, css) : tag;
  });
}

/**
 * A page that paints from a server-drawn first screen starts the shell's scripts after that first
 * paint (shell/src/inline/scripts-after-first-paint.ts): index.html's deferred scripts become the
 * list that inline script reads.
 */
function startScriptsAfterFirstPaint(html: string, loader: string): string {
  const sources: string[] = [];
  const without = html.replace(
    /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/g,
    (_tag, a?: string, b?: string) => {
      sources.push((a ?? b)!);
      return '';
    },
  );
  if (sources.length === 0) return html;
  const list = `<script type="application/json" id="${SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID}">${scriptJson(sources)}</script>`;
  return without.replace('</body>', () => `${list}<script>${loader}</script></body>`);
}

/**
 * Preloads for the first remote page: the registry, and the active manifest of the remote that
 * renders the path. The browser fetches them while the shell's scripts load, instead of one
 * after the other once the shell runs; the shell's own requests then take them from the preload.
 * `scripts` and `styles` (remoteScriptPreloads, remoteStylePreloads) add that remote's entry and
 * the page's chunks the same way.
 */
function withRemotePreloads(
  html: string,
  pathname: string,
  registry: RegistryFile | null,
  { scripts = [], styles = [] }: { scripts?: readonly string[]; styles?: readonly string[] } = {},
): string {
  const urls = ['/remotes.json'];
  const entry = activeEntryFor(pathname, registry);
  if (entry) urls.push(entry);
  const links = urls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`).join('');
  const scriptLinks = scripts.map((url) => `<link rel="preload" href="${url}" as="script">`).join('');
  const styleLinks = styles.map((url) => `<link rel="preload" href="${url}" as="style">`).join('');
  return html.replace('</head>', () => `${links}${styleLinks}${scriptLinks}</head>`);
}

/** The active manifest URL of the remote that renders a path, when it is a registry file. */
function activeEntryFor(pathname: string, registry: RegistryFile | null): string | undefined {
  const target = matchRoute(pathname).entry.target;
  const entry = 'remote' in target ? registry?.remotes[target.remote]?.entry : undefined;
  // On this origin, or on the CDN of REMOTES_PUBLIC_BASE (its files are read through the blob store).
  return entry && /^(https?:\/\/[\w.:-]+)?\/remotes\/[\w./+-]+$/.test(entry) ? entry : undefined;
}

/** What a remote's mf-manifest.json says about its entry file and each expose's own chunks. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
}

const exposeOf = (manifest: RemoteManifest, expose: string) => {
  const exposeKey = expose.replace(/^\.\//, '');
  return manifest.exposes.find((e) => e.path.replace(/^\.\//, '') === exposeKey);
};

/** Files of the version folder the manifest sits in: none that climbs out of it. */
const inVersionFolder = (manifestUrl: string, files: readonly string[]) => {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return files.filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..')).map((file) => `${base}${file}`);
};

/**
 * The scripts the federation runtime loads for an expose, next to its manifest: the remote's
 * entry, then the expose's own chunks. Script tags load them (no crossorigin), as the preloads
 * are written, so each is fetched once.
 */
export function remoteScriptPreloads(manifestUrl: string, manifest: RemoteManifest, expose: string): string[] {
  const { name, path: entryPath } = manifest.metaData.remoteEntry;
  const files = [entryPath ? `${entryPath.replace(/\/$/, '')}/${name}` : name];
  files.push(...(exposeOf(manifest, expose)?.assets.js.sync ?? []));
  return inVersionFolder(manifestUrl, files);
}

/**
 * The stylesheets of an expose: the runtime asks for them only once the expose's scripts have
 * run, and the page waits for them, a round trip the preload takes off.
 */
export function remoteStylePreloads(manifestUrl: string, manifest: RemoteManifest, expose: string): string[] {
  return inVersionFolder(manifestUrl, exposeOf(manifest, expose)?.assets.css?.sync ?? []);
}

/**
 * Her colour scheme's script (shell/src/inline/theme.ts) first in <head>, after the charset: it
 * puts data-theme on <html> before the stylesheets apply, so a dark page never paints light first.
 */
export function withThemeScript(html: string, code: string): string {
  return html.replace(/<head>(\s*<meta charset=[^>]*>)?/i, (head) => `${head}<script>${code}</script>`);
}

/** A CSP header value whose script-src also allows these hashes. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => d.split(/\s+/)[0] === 'script-src');
  if (index < 0) return policy;
  directives[index] = `${directives[index]} ${hashes.join(' ')}`;
  return directives.join(';');
}

/** What the server reads of the shell's build: index.html, the same with its stylesheets inline, and its inline scripts. */
interface ShellBuild {
  /** When the files' times were last read (SHELL_BUILD_CHECK_MS). */
  checkedAt: number;
  mtimeMs: number;
  html: string;
  inlined: string;
  /** Null when the build has none (INLINE_SCRIPTS_FILE missing): no page then carries a first screen. */
  inlineScripts: InlineScripts | null;
}

/**
 * The shell's index.html as sent for a page: with that page's title and description, and, when
 * the active version of the path's remote draws it, the shell's server render of the page. Reads
 * the registry on every call (so a deploy or rollback shows on the next load); a version's
 * container is loaded once, since a version folder never changes.
 */
export function createIndexPage(options: IndexPageOptions) {
  let shellHtml: ShellBuild | null = null;
  let folderStore: RemoteBlobStore | null = null;
  const blobs = () => options.blobs ?? (folderStore ??= folderBlobStore(options.registryDir!));
  const readRemoteText = async (remote: string, version: string, file: string) =>
    (await blobs().readFile(remote, version, file))?.toString('utf8') ?? null;
  /** A remote file by the address remotes.json gives it (this origin's or a CDN's). */
  const readRemoteUrl = async (url: string) => {
    const file = remoteFileOf(url);
    return file ? readRemoteText(file.remote, file.version, file.file) : null;
  };

  /**
   * The shell's index.html, and the same with its stylesheets inline. A page that paints from its
   * server render takes the inline one: its first paint then waits for no other file. Every
   * other page links the stylesheet: before it renders a remote page, the shell's runtime makes
   * sure the stylesheet of its start-up chunk has loaded, and only a link tells it so at once
   * (inline, it would fetch the file then, on the way to the page's first paint).
   */
  async function readShellHtml(): Promise<ShellBuild> {
    // A new build shows within a second; in between, a page costs no stat of the shell's files.
    if (shellHtml && Date.now() - shellHtml.checkedAt < SHELL_BUILD_CHECK_MS) return shellHtml;
    const file = path.join(options.shellDir, 'index.html');
    const scriptsFile = path.join(options.shellDir, INLINE_SCRIPTS_FILE);
    // The inline scripts are written after index.html: a page made between the two sees the new one when it lands.
    const mtimeMs = Math.max(
      (await stat(file)).mtimeMs,
      await stat(scriptsFile).then(
        ({ mtimeMs }) => mtimeMs,
        () => 0,
      ),
    );
    if (shellHtml?.mtimeMs === mtimeMs) {
      shellHtml.checkedAt = Date.now();
    } else {
      const html = await readFile(file, 'utf8');
      const stylesheets = new Map<string, string | null>();
      for (const [, href] of html.matchAll(SHELL_STYLESHEET)) {
        stylesheets.set(href!, await readFile(path.join(options.shellDir, href!), 'utf8').catch(() => null));
      }
      const scripts: unknown = await readFile(scriptsFile, 'utf8').then(JSON.parse, () => null);
      shellHtml = {
        checkedAt: Date.now(),
        mtimeMs,
        html,
        inlined: inlineStylesheets(html, (href) => stylesheets.get(href) ?? null),
        inlineScripts: isInlineScripts(scripts) ? scripts : null,
      };
    }
    return shellHtml;
  }

  const manifests = memoryCache<RemoteManifest | null>({ max: VERSIONS_KEPT });
  /** A version's manifest, read once (a version folder never changes). */
  function readManifest(manifestUrl: string): Promise<RemoteManifest | null> {
    return manifests.get(manifestUrl, async () => {
      const parsed = (await readRemoteUrl(manifestUrl).then(
        (text) => (text === null ? null : JSON.parse(text)),
        () => null,
      )) as RemoteManifest | null;
      return parsed?.metaData?.remoteEntry && Array.isArray(parsed.exposes) ? parsed : null;
    });
  }

  /**
   * A page the shell renders at once gets its remote's scripts and stylesheets preloaded too. A
   * page that paints from its server render does not: its scripts wait for the load event, and
   * preloads would share the network with what the visitor sees first.
   */
  async function filePreloadsFor(pathname: string, registry: RegistryFile | null): Promise<{ scripts?: string[]; styles?: string[] }> {
    const entry = activeEntryFor(pathname, registry);
    const target = matchRoute(pathname).entry.target;
    if (!entry || !('remote' in target)) return {};
    const manifest = await readManifest(entry);
    if (!manifest) return {};
    return { scripts: remoteScriptPreloads(entry, manifest, target.expose), styles: remoteStylePreloads(entry, manifest, target.expose) };
  }

  async function metadataFor(pathname: string, search: string): Promise<PageMetadata> {
    const articleId = options.articleFor ? articleIdOf(pathname) : null;
    const article = articleId === null ? null : await options.articleFor!(articleId);
    return article ? articleMetadata(article) : pageMetadataFor(pathname, search);
  }

  /** The active version of the remote that renders a path, with the expose it renders and the version's manifest URL. */
  function activeTargetFor(pathname: string, registry: RegistryFile | null) {
    const target = matchRoute(pathname).entry.target;
    if (!('remote' in target)) return null;
    const version = registry?.remotes[target.remote]?.active;
    if (!version || !/^[\w.-]+$/.test(version)) return null;
    return { remote: target.remote, expose: target.expose, version, manifestUrl: activeEntryFor(pathname, registry) };
  }

  /**
   * The shell's server render, imported once, when it is first there: it is server code, and a new
   * shell build comes with a new start of the server (remote containers share its React, which a
   * second copy in the same process could not be swapped for). Until that start, a newer build's
   * pages are drawn by none: its scripts would hydrate markup another build drew.
   */
  let shellRender: { build: number; render: Promise<ShellServerRender | null> } | null = null;
  let shellBuiltSinceStart = false;
  async function readShellRender(): Promise<ShellServerRender | null> {
    const build = (await readShellHtml()).mtimeMs;
    if (shellRender && shellRender.build !== build) {
      if (!shellBuiltSinceStart) options.onServerRenderError?.('shell', 'build', new Error(SHELL_BUILT_SINCE_START));
      shellBuiltSinceStart = true;
      return null;
    }
    if (shellRender) return shellRender.render;
    const file = path.join(options.shellDir, SHELL_SERVER_RENDER_FILE);
    if (
      !(await stat(file).then(
        () => true,
        () => false,
      ))
    )
      return null;
    shellRender ??= {
      build,
      render: import(pathToFileURL(file).href).then(
        (loaded: Partial<ShellServerRender>) => (typeof loaded.loadServerRemote === 'function' ? (loaded as ShellServerRender) : null),
        (error: unknown) => {
          options.onServerRenderError?.('shell', 'build', error);
          return null;
        },
      ),
    };
    return shellRender.render;
  }

  const renderers = memoryCache<ServerRenderer | null>({ max: VERSIONS_KEPT });
  /**
   * A version's server render: the shell's, with the version's Node container (SERVER_CONTAINER_FILE)
   * loaded once from a folder of this machine (the version folder, or the copy a bucket's files are
   * downloaded to); null when the version ships none. A download that fails is not kept: the next
   * page tries again.
   */
  function readRenderer(remote: string, version: string): Promise<ServerRenderer | null> {
    return readShellRender().then((shell) =>
      shell === null
        ? null
        : renderers
            .get(`${remote}/${version}`, async () => {
              const folder = await blobs().localFolder(remote, version, SERVER_RENDERER_DIR);
              const entry = folder === null ? null : path.join(folder, path.relative(SERVER_RENDERER_DIR, SERVER_CONTAINER_FILE));
              if (
                entry === null ||
                !(await stat(entry).then(
                  () => true,
                  () => false,
                ))
              )
                return null;
              try {
                return await shell.loadServerRemote({ remote, version, entry });
              } catch (error) {
                options.onServerRenderError?.(remote, version, error);
                return null;
              }
            })
            .catch((error: unknown) => {
              options.onServerRenderError?.(remote, version, error);
              return null;
            }),
    );
  }

  const exposeStyles = memoryCache<string>({ max: VERSIONS_KEPT * 4 });
  /**
   * The expose's stylesheets for a page its server render drew: inline when they can be (as the
   * shell's are, inlineStylesheets), else linked. Read once per version.
   */
  function exposeStylesFor(manifestUrl: string, expose: string): Promise<string> {
    return exposeStyles.get(`${manifestUrl}#${expose}`, () =>
      readManifest(manifestUrl).then(async (manifest) => {
        const hrefs = manifest ? remoteStylePreloads(manifestUrl, manifest, expose) : [];
        const tags = await Promise.all(
          hrefs.map(async (href) => {
            const css = await readRemoteUrl(href).catch(() => null);
            return inlinable(css)
              ? inlineStylesheet(href, css, ` ${INLINED_EXPOSE_STYLESHEET_ATTRIBUTE}`)
              : `<link href="${href}" rel="stylesheet">`;
          }),
        );
        return tags.join('');
      }),
    );
  }

  /**
   * The page's first screen drawn by the active version of its remote from the answered reads,
   * with that expose's stylesheets; null when the version ships no server render, or it draws
   * nothing for the path, fails or takes longer than SERVER_RENDER_TIMEOUT_MS.
   */
  async function serverRender(
    pathname: string,
    search: string,
    registry: RegistryFile | null,
    asker: Pick<PageRenderRequest, 'member' | 'read'>,
    onFailure: () => void = () => {},
  ): Promise<RenderedPage | null> {
    const target = activeTargetFor(pathname, registry);
    if (!target?.manifestUrl) return null;
    const renderPage = (await readRenderer(target.remote, target.version))?.renderPage;
    // After a restart this page is drawn: not one for a cache to keep till the next deploy.
    if (!renderPage && shellBuiltSinceStart) onFailure();
    if (!renderPage) return null;
    const sanitizeHtml = options.htmlSanitizer ? await options.htmlSanitizer() : undefined;
    let timer: NodeJS.Timeout | undefined;
    const limit = options.renderTimeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the server render of ${pathname} took over ${limit} ms`)), limit);
    });
    const drawn: unknown = await Promise.race([
      renderPage({ pathname, search, ...asker, ...(sanitizeHtml ? { sanitizeHtml } : {}) }),
      timeout,
    ])
      .catch((error: unknown) => {
        options.onServerRenderError?.(target.remote, target.version, error);
        onFailure();
        return null;
      })
      .finally(() => clearTimeout(timer));
    if (!isRenderedPage(drawn) || drawn.route !== pathname) return null;
    const styles = await exposeStylesFor(target.manifestUrl, target.expose);
    return { ...drawn, head: `${drawn.head}${styles}` };
  }

  /**
   * A visitor's page drawn by its remote's server render from the reads its remote declares for
   * it, each a public GET of the API. Not complete when a read or the render failed: another try
   * may make another page. Asked on every request: a busy page is kept by HTTP caches (web.ts), not here.
   */
  async function visitorRender(
    pathname: string,
    search: string,
    registry: RegistryFile | null,
  ): Promise<{ page: RenderedPage | null; complete: boolean }> {
    // Without a reader of the API, a page that reads nothing is drawn all the same.
    const readPublic = options.readPublic ?? (async () => null);
    let complete = true;
    const read = async (url: string) => {
      const body = await readPublic(url).catch(() => null);
      if (body === null) complete = false;
      return body;
    };
    const page = await serverRender(pathname, search, registry, { read }, () => (complete = false));
    return { page, complete };
  }

  /** Whether the active version of the remote that renders a path draws it for a signed-in member (its memberPages). */
  async function isMemberPage(pathname: string, registry: RegistryFile | null): Promise<boolean> {
    const target = activeTargetFor(pathname, registry);
    return Boolean(target && (await readRenderer(target.remote, target.version))?.memberPages.includes(target.expose));
  }

  /**
   * A member's page drawn by its remote's server render on her day in her time zone, from the reads
   * its remote declares for it, asked as her: only while she has a plan, which the shell checks
   * before it shows a paid page. Null when a read fails or the version draws nothing for it.
   */
  async function memberPageFor(
    pathname: string,
    search: string,
    registry: RegistryFile | null,
    member: PageMember,
  ): Promise<RenderedPage | null> {
    const subscription = await member.read(SUBSCRIPTION_SERVICE_PATHS.userSubscription).catch(() => null);
    const status = (JSON.parse(subscription ?? 'null') as { data?: { status?: SubscriptionStatus } } | null)?.data?.status;
    if (!status || !isSubscribedStatus(status)) return null;
    // The render reads her subscription too (her page carries it for the shell's check): the answer just read.
    const read = (url: string) => (url === SUBSCRIPTION_SERVICE_PATHS.userSubscription ? Promise.resolve(subscription) : member.read(url));
    return serverRender(pathname, search, registry, { member: { userId: member.userId, today: member.today }, read });
  }

  async function makePage(
    pathname: string,
    search: string,
    registry: RegistryFile | null,
    shell: ShellBuild,
    memberPage: RenderedPage | null = null,
  ): Promise<IndexPage & { complete: boolean }> {
    // A first screen goes out only with the shell's guard: without it, it could paint for someone it was not drawn for.
    const scripts = shell.inlineScripts;
    const drawn = memberPage || !scripts ? null : await visitorRender(pathname, search, registry);
    const rendered = memberPage ?? drawn?.page ?? null;
    // A read that failed, or a render that failed or ran out of time, may not the next time.
    const complete = drawn?.complete ?? true;
    let html = withPageMetadata(rendered ? shell.inlined : shell.html, await metadataFor(pathname, search));
    if (options.registryDir) {
      html = withRemotePreloads(html, pathname, registry, rendered ? {} : await filePreloadsFor(pathname, registry));
    }
    if (!scripts) return { html, scriptHashes: [], complete };
    const { 'first-screen-guard': guard, 'scripts-after-first-paint': loader, theme } = scripts;
    html = withThemeScript(html, theme.code);
    if (!rendered) return { html, scriptHashes: [theme.hash], complete };
    // The shell's guard follows the first screen: it drops it before it paints for anyone it was not drawn for.
    html = startScriptsAfterFirstPaint(withRenderedPage(html, rendered, `<script>${guard.code}</script>`), loader.code);
    return { html, scriptHashes: [theme.hash, guard.hash, loader.hash], complete };
  }

  /** The registry as last read: the same text, parsed once (it changes with a deploy, not per page). */
  let parsed: { text: string | null; registry: RegistryFile | null } = { text: null, registry: null };
  function parseRegistry(registryText: string | null): RegistryFile | null {
    if (registryText === parsed.text) return parsed.registry;
    let registry: RegistryFile | null = null;
    try {
      registry = registryText === null ? null : (JSON.parse(registryText) as RegistryFile);
    } catch {
      registry = null;
    }
    parsed = { text: registryText, registry };
    return registry;
  }

  /**
   * Loads the server render of every active version as soon as a registry names it, not on the
   * first request for one of its pages: that request would wait for the import of a 0.5 MB
   * module (the first recipe after a start: 0.36 s, 0.26 s with it loaded) and, on a busy machine,
   * be more likely to miss the render's time limit and go out without its first screen.
   */
  let warmedFor: string | null = null;
  function loadActiveRenderers(registryText: string, registry: RegistryFile) {
    if (registryText === warmedFor) return;
    warmedFor = registryText;
    for (const [remote, entry] of Object.entries(registry.remotes)) {
      if (entry?.active && /^[\w.-]+$/.test(entry.active)) void readRenderer(remote, entry.active);
    }
  }

  /** remotes.json as this instance serves it: the revalidation tag and the page must read the same registry. */
  async function currentRegistryText(): Promise<string | null> {
    if (!options.registryDir) return null;
    if (options.registryText) return options.registryText();
    return readFile(path.join(options.registryDir, 'remotes.json'), 'utf8').catch(() => null);
  }

  /**
   * The inputs (IndexPage.inputs) a visitor's page of this path is made from now, without making it;
   * null for a path a member's cookie may draw (her page is never validated this way).
   */
  async function inputsFor(pathname: string, search: string): Promise<string | null> {
    const registryText = await currentRegistryText();
    if (await isMemberPage(pathname, parseRegistry(registryText))) return null;
    return pageInputs((await readShellHtml()).mtimeMs, registryText, pathname, search);
  }

  /**
   * A path's page, made on every request from the registry and the shell's build as they are now:
   * a deploy or a rollback shows on the next load. A visitor's page is the same for every visitor
   * (web.ts sends it as a public, cached page with an ETag, so a CDN or the browser keeps it).
   *
   * `memberOf` tells who asks, for a page the active version of its remote draws for a member
   * (ServerRenderer.memberPages): her page is
   * made for her alone, never kept nor given to anyone else (IndexPage.personal). Failing to draw it
   * (onMemberPageError) sends the page as everyone gets it. `under` draws it under another registry
   * than the instance's (a remote override, plugins/web.ts).
   */
  async function render(
    pathname: string,
    search: string,
    memberOf?: () => Promise<PageMember | null>,
    under?: { registryText: string | null },
  ): Promise<IndexPage> {
    const registryText = under ? under.registryText : await currentRegistryText();
    const shell = await readShellHtml();
    const registry = parseRegistry(registryText);
    const asksWho = await isMemberPage(pathname, registry);
    if (memberOf && asksWho) {
      const memberPage = await memberOf()
        .then((member) => (member ? memberPageFor(pathname, search, registry, member) : null))
        .catch((error: unknown) => {
          options.onMemberPageError?.(error);
          return null;
        });
      if (memberPage) {
        const { complete: _complete, ...page } = await makePage(pathname, search, registry, shell, memberPage);
        return { ...page, personal: true, varyOnCookie: true };
      }
    }
    if (registry && registryText !== null) loadActiveRenderers(registryText, registry);
    const { complete, ...page } = await makePage(pathname, search, registry, shell);
    if (asksWho) return { ...page, varyOnCookie: true };
    // A page under another registry than the one everyone is served (an override) is never validated by its inputs.
    return complete && !under ? { ...page, inputs: pageInputs(shell.mtimeMs, registryText, pathname, search) } : page;
  }

  return Object.assign(render, { inputsFor });
}
