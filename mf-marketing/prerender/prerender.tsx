// Runs after the rspack build: renders the home page as a visitor first sees it (the fallback
// copy, loading rows where the data goes) into dist/static-fallback.json. The server puts it into
// index.html for /, so the page shows before any script runs. It ships inside this remote's
// dist, so every version carries its own fallback and a rollback brings the matching one back.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { STATIC_FALLBACK_FILE, STATIC_FALLBACK_ROOT_ATTRIBUTE, type StaticFallback } from '@app/shared/prerender/static-fallback';
import { PageFrame } from '@app/shared/prerender/page-frame';
import { matchRoute } from '@app/shared/routes';
import { DEFAULT_REGION_ID } from '@app/shared/session';
import { HomeView } from '../src/exposes/home-view.tsx';

const distDir = path.resolve(import.meta.dirname, '../dist');

interface Manifest {
  exposes: { path: string; assets: { css: { sync: string[] } } }[];
}

const sharedSrc = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@app/shared/contract'))), '..');

/**
 * The stylesheets of @app/shared's components that the rendered page imported (the federation
 * build ships them in shared chunks, which the manifest's HomePage assets do not list), in import
 * order, each once, without comments and indentation.
 */
function sharedComponentCss(): string {
  const imported = (globalThis as { __prerenderStylesheets?: string[] }).__prerenderStylesheets ?? [];
  const files = [...new Set(imported.map((url) => fileURLToPath(url)))].filter((file) => file.startsWith(sharedSrc));
  if (!files.length) throw new Error('The prerender saw no stylesheet of @app/shared: is ignore-css.mjs registered?');
  return files
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*\n\s*/g, '')
        .trim(),
    )
    .join('');
}

function homePageCss(): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const expose = manifest.exposes.find((e) => e.path === './HomePage');
  if (!expose) throw new Error('The build has no ./HomePage expose.');
  return expose.assets.css.sync
    .map((file) => readFileSync(path.join(distDir, file), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, ''))
    .join('\n');
}

const noop = () => undefined;
const page = renderToStaticMarkup(
  <StaticRouter location="/">
    <PageFrame route={matchRoute('/').entry} title={undefined} fallbackRoute="/">
      <HomeView
        home={undefined}
        homeFailed={false}
        config={undefined}
        configFailed={false}
        regionId={DEFAULT_REGION_ID}
        onRetryHome={noop}
        onRetryConfig={noop}
      />
    </PageFrame>
  </StaticRouter>,
);

const fallback: StaticFallback = {
  route: '/',
  head: `<style data-static-fallback>${sharedComponentCss()}${homePageCss()}</style>`,
  // A signed-in member is sent on from / by the shell: the server's first-screen guard drops this visitor's page before it paints.
  body: page,
};
if (!fallback.body.includes(STATIC_FALLBACK_ROOT_ATTRIBUTE))
  throw new Error('The visitor frame changed: the static fallback lost its marker.');

writeFileSync(path.join(distDir, STATIC_FALLBACK_FILE), JSON.stringify(fallback));
console.log(
  `static fallback: ${STATIC_FALLBACK_FILE} (${Math.round(fallback.body.length / 1024)} KB of HTML, ${Math.round(fallback.head.length / 1024)} KB of CSS)`,
);
