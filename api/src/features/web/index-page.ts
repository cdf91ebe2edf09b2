import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RegistryFile } from '@app/shared/contract';
import { STATIC_FALLBACK_FILE, isStaticFallback, withStaticFallback, type StaticFallback } from '@app/shared/prerender/static-fallback';
import { matchRoute } from '@app/shared/routes';
import { articleMetadata, type ArticleMetadataSource } from '@app/shared/seo/article-metadata';
import { pageMetadataFor, withPageMetadata, type PageMetadata } from '@app/shared/seo/page-metadata';

export interface IndexPage {
  html: string;
  /** CSP hashes ('sha256-...') of the inline scripts the page now carries. */
  scriptHashes: string[];
}

export interface IndexPageOptions {
  shellDir: string;
  registryDir: string | null;
  /** The article a /show/... page opens (its title and summary become the page's metadata), or null. */
  articleFor?: (contentId: number) => Promise<ArticleMetadataSource | null | undefined>;
}

/** The content id of an article page (/show/{type}/{id}/{slug} or /show/{type}/article/{id}/{slug}), else null. */
export function articleIdOf(pathname: string): number | null {
  const { entry, params } = matchRoute(pathname);
  const target = entry.target;
  if (!('remote' in target) || target.remote !== 'content') return null;
  const id = target.expose === './SuccessDetailPage' ? params.successId : target.expose === './ArticlePage' ? params.articleId : undefined;
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** 'sha256-...' of every inline <script> of a fragment, for the Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/**
 * A page that paints from its static fallback starts the shell's scripts once that page has
 * loaded (its CSS and first-screen images), so what a visitor sees first never shares the
 * network or the main thread with the scripts. Links in the fallback work meanwhile.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const without = html.replace(/<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/g, (_tag, a?: string, b?: string) => {
    sources.push((a ?? b)!);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script>addEventListener("load",function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})})})</script>`;
  return without.replace('</body>', `${loader}</body>`);
}

/**
 * Preloads for the first remote page: the registry, and the active manifest of the remote that
 * renders the path. The browser fetches them while the shell's scripts load, instead of one
 * after the other once the shell runs; the shell's own requests then take them from the preload.
 */
export function withRemotePreloads(html: string, pathname: string, registry: RegistryFile | null): string {
  const urls = ['/remotes.json'];
  const target = matchRoute(pathname).entry.target;
  const entry = 'remote' in target ? registry?.remotes[target.remote]?.entry : undefined;
  if (entry && /^\/remotes\/[\w./-]+$/.test(entry)) urls.push(entry);
  const links = urls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** A CSP header value whose script-src also allows these hashes. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean);
  const index = directives.findIndex((d) => d.split(/\s+/)[0] === 'script-src');
  if (index < 0) return policy;
  directives[index] = `${directives[index]} ${hashes.join(' ')}`;
  return directives.join(';');
}

/**
 * The shell's index.html as sent for a page: with that page's title and description, and, when
 * an active remote version ships a static fallback for the path, that fallback inlined. Reads the
 * registry on every call (so a deploy or rollback shows on the next load); a version's fallback
 * is read once, since a version folder never changes.
 */
export function createIndexPage(options: IndexPageOptions) {
  let shellHtml: { mtimeMs: number; html: string } | null = null;
  const fallbacks = new Map<string, StaticFallback | null>();

  async function readShellHtml(): Promise<string> {
    const file = path.join(options.shellDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (!shellHtml || shellHtml.mtimeMs !== mtimeMs) shellHtml = { mtimeMs, html: await readFile(file, 'utf8') };
    return shellHtml.html;
  }

  async function readFallback(remote: string, version: string): Promise<StaticFallback | null> {
    const key = `${remote}/${version}`;
    if (!fallbacks.has(key)) {
      const file = path.join(options.registryDir!, 'remotes', remote, version, STATIC_FALLBACK_FILE);
      const parsed: unknown = await readFile(file, 'utf8').then(JSON.parse, () => null);
      fallbacks.set(key, isStaticFallback(parsed) ? parsed : null);
    }
    return fallbacks.get(key) ?? null;
  }

  async function readRegistry(): Promise<RegistryFile | null> {
    if (!options.registryDir) return null;
    return readFile(path.join(options.registryDir, 'remotes.json'), 'utf8')
      .then((text) => JSON.parse(text) as RegistryFile)
      .catch(() => null);
  }

  async function fallbackFor(pathname: string, registry: RegistryFile | null): Promise<StaticFallback | null> {
    if (!registry) return null;
    for (const remote of REMOTE_NAMES) {
      const version = registry.remotes[remote]?.active;
      if (!version || !/^[\w.-]+$/.test(version)) continue;
      const fallback = await readFallback(remote, version);
      if (fallback?.route === pathname) return fallback;
    }
    return null;
  }

  async function metadataFor(pathname: string, search: string): Promise<PageMetadata> {
    const articleId = options.articleFor ? articleIdOf(pathname) : null;
    const article = articleId === null ? null : await options.articleFor!(articleId);
    return article ? articleMetadata(article) : pageMetadataFor(pathname, search);
  }

  return async function render(pathname: string, search: string): Promise<IndexPage> {
    const registry = await readRegistry();
    let html = withPageMetadata(await readShellHtml(), await metadataFor(pathname, search));
    if (options.registryDir) html = withRemotePreloads(html, pathname, registry);
    const fallback = await fallbackFor(pathname, registry);
    if (!fallback) return { html, scriptHashes: [] };
    html = startScriptsAfterFirstPaint(withStaticFallback(html, fallback));
    return { html, scriptHashes: inlineScriptHashes(html.slice(html.indexOf('<body'))) };
  };
}
