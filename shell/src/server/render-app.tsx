// The shell's server bundle (dist/server/render-app.mjs, createServerHostConfig): the API loads it
// and, for each active remote version, the remote's Node container (createServerContainerConfig),
// through a federation instance of its own that shares this bundle's React, router and state
// entries with it, as the shell shares them with remotes in the browser.
import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import { createInstance } from '@module-federation/enhanced/runtime';
import * as sharedApi from '@app/shared/api';
import * as sharedChrome from '@app/shared/chrome';
import * as sharedDates from '@app/shared/dates';
import * as sharedRouter from '@app/shared/router';
import * as sharedStore from '@app/shared/store';
import * as sharedUi from '@app/shared/ui';
import type { RemoteName } from '@app/shared/contract';
import { SERVER_PAGES_EXPOSE, isServerPages } from '@app/shared/prerender/server-pages';
import type { ServerRenderer } from '@app/shared/prerender/rendered-page';
import { renderRemotePage } from './render-remote-page.tsx';

const requireFile = createRequire(import.meta.url);

/** One version's Node container: its remoteEntry.js on this machine. */
export interface ServerContainer {
  remote: RemoteName;
  version: string;
  /** Absolute path of the version's server remoteEntry.js. */
  entry: string;
}

const provided = (module: unknown, version: string) => ({
  version,
  lib: () => module,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/** What this bundle shares with every container: the modules the browser's share scope holds, from this bundle. */
const SHARED = {
  react: provided(React, React.version),
  'react/jsx-runtime': provided(ReactJsxRuntime, React.version),
  'react-dom': provided(ReactDom, React.version),
  'react-dom/server': provided(ReactDomServer, React.version),
  '@app/shared/api': provided(sharedApi, '0.0.0'),
  '@app/shared/store': provided(sharedStore, '0.0.0'),
  '@app/shared/ui': provided(sharedUi, '0.0.0'),
  '@app/shared/chrome': provided(sharedChrome, '0.0.0'),
  '@app/shared/router': provided(sharedRouter, '0.0.0'),
  '@app/shared/dates': provided(sharedDates, '0.0.0'),
};

/**
 * A version's server render: its container loaded in a federation instance of its own (one remote
 * version per instance, so two versions of one remote never meet), its ServerPages read, and each
 * page rendered inside the shell's app. Rejects when the container cannot be loaded.
 */
let instances = 0;

export async function loadServerRemote(container: ServerContainer): Promise<ServerRenderer> {
  const { remote, version, entry } = container;
  const instance = createInstance({
    // A name of its own: the runtime keeps instances by name, and a version evicted from the API's cache is loaded again.
    name: `shell_server_${++instances}_${remote}_${version.replace(/\W/g, '_')}`,
    remotes: [{ name: remote, entry }],
    shared: SHARED,
    plugins: [
      {
        name: 'node-file-entry',
        // The container is a CommonJS file of this machine; its chunks load from beside it (target async-node).
        loadEntry: ({ remoteInfo }: { remoteInfo: { entry: string } }) => requireFile(remoteInfo.entry),
      },
    ],
  });
  const serverPages: unknown = await instance.loadRemote(`${remote}/${SERVER_PAGES_EXPOSE.slice(2)}`);
  if (!isServerPages(serverPages)) throw new Error(`${remote} ${version}: its ${SERVER_PAGES_EXPOSE} is not ServerPages`);
  const pages = new Map<string, Promise<ComponentType | null>>();
  const page = (expose: string) => {
    let loaded = pages.get(expose);
    if (!loaded) {
      loaded = instance
        .loadRemote<{ default?: unknown }>(`${remote}/${expose.replace(/^\.\//, '')}`)
        .then((module) => (typeof module?.default === 'function' ? (module.default as ComponentType) : null));
      pages.set(expose, loaded);
    }
    return loaded;
  };
  return {
    renderPage: (request) => renderRemotePage({ remote, version, serverPages, page }, request),
    memberPages: serverPages.memberPages ?? [],
  };
}
