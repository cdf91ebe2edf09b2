import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { CONTRACT_SCHEMA, REMOTE_NEEDS_FILE, type HostContract, type RemoteNeeds } from '@app/shared/contract/host';
import { deployRemote } from './commands.ts';
import { checkHostNeeds, type OtherRemotes } from './contract-check.ts';

/** The active shell as its build describes itself (a slice of the real host-contract.json). */
const host: HostContract = {
  schema: CONTRACT_SCHEMA,
  host: 'shell',
  shareScope: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@app/shared/api': '',
    '@app/shared/router': '',
    '@app/shared/store': '',
    '@app/shared/ui': '',
  },
  exports: {
    '@app/shared/api': ['api', 'apiErrorMessage'],
    '@app/shared/router': ['Link', 'useNavigate', 'useParams'],
    '@app/shared/store': ['useSession'],
    '@app/shared/ui': ['Spinner', 'showToast'],
  },
  storeSlices: ['api', 'headerActions', 'session', 'subscriptionCheck', 'toasts'],
  endpoints: ['logout', 'userSubscription'],
};

/** What the content remote needs, as its build writes it. */
const content: RemoteNeeds = {
  schema: CONTRACT_SCHEMA,
  remote: 'content',
  exposes: [...REMOTE_CONTRACT.content.exposes],
  shareScope: [
    { name: '@app/shared/api', requiredVersion: null, hasFallback: false },
    { name: '@app/shared/router', requiredVersion: null, hasFallback: false },
    { name: 'react', requiredVersion: '19.3.1', hasFallback: false },
    { name: 'react/jsx-runtime', requiredVersion: '19.3.1', hasFallback: true },
  ],
  imports: { '@app/shared/api': ['api'], '@app/shared/router': ['Link', 'useParams'], react: ['useState'], 'react/jsx-runtime': ['jsx'] },
  sharedEntries: ['@app/shared/api', '@app/shared/router', '@app/shared/routes'],
  storeSlices: [],
  endpoints: ['recipe', 'listingPages'],
};

const withNeeds = (changes: Partial<RemoteNeeds>): RemoteNeeds => ({ ...content, ...changes });
const withHost = (changes: Partial<HostContract>): HostContract => ({ ...host, ...changes });
const planner: OtherRemotes = { planner: { storeSlices: ['workoutPlayer'], endpoints: ['programDetail', 'plannerWeek'] } };

describe('checkHostNeeds', () => {
  it.each<[string, RemoteNeeds | null, HostContract | null, OtherRemotes, string[], string[]]>([
    ['a build whose needs the shell meets', content, host, planner, [], []],
    [
      'an @app/shared entry the shell does not put in the share scope',
      withNeeds({ shareScope: [...content.shareScope, { name: '@app/shared/forms', requiredVersion: null, hasFallback: false }] }),
      host,
      {},
      ["it takes @app/shared/forms from the host's share scope, which the active shell does not provide"],
      [],
    ],
    [
      'a shared module it carries its own copy of, which the shell does not share',
      withNeeds({ shareScope: [...content.shareScope, { name: 'formik', requiredVersion: '2.4.9', hasFallback: true }] }),
      host,
      {},
      [],
      [],
    ],
    [
      'a name the shell’s copy of the router does not export (a remote built from a newer @app/shared)',
      withNeeds({ imports: { ...content.imports, '@app/shared/router': ['Link', 'useBlocker', 'useMatches'] } }),
      host,
      {},
      [
        "it imports useBlocker, useMatches from @app/shared/router, which the active shell's copy does not export (release a shell built from this @app/shared first)",
      ],
      [],
    ],
    ['a namespace import of an entry', withNeeds({ imports: { '@app/shared/ui': ['*'] } }), host, {}, [], []],
    [
      'a version range the shell’s package misses, with no copy of its own',
      withNeeds({ shareScope: [{ name: 'scheduler', requiredVersion: '^0.27.0', hasFallback: false }] }),
      withHost({ shareScope: { ...host.shareScope, scheduler: '0.26.0' } }),
      {},
      ['it requires scheduler ^0.27.0, the active shell provides 0.26.0'],
      [],
    ],
    // react, react-dom and the router are judged by checkSharedSingletons, which names the second copy.
    [
      'react out of range (left to the singleton check)',
      withNeeds({ shareScope: [{ name: 'react', requiredVersion: '^18.2.0', hasFallback: false }] }),
      host,
      {},
      [],
      [],
    ],
    [
      'a store slice the shell already has',
      withNeeds({ storeSlices: ['session'] }),
      host,
      {},
      ['it injects the store slice "session", which the active shell already has'],
      [],
    ],
    [
      'an endpoint the shell already defines',
      withNeeds({ endpoints: ['recipe', 'logout'] }),
      host,
      {},
      ['it injects the API endpoint logout, which the active shell already defines'],
      [],
    ],
    [
      'an endpoint and a slice another active remote injects',
      withNeeds({ endpoints: ['recipe', 'plannerWeek'], storeSlices: ['workoutPlayer'] }),
      host,
      planner,
      [
        'it injects the store slice "workoutPlayer", which the active planner already injects',
        'it injects the API endpoint plannerWeek, which the active planner already injects',
      ],
      [],
    ],
    ['its own earlier version is no rival', content, host, { content: { storeSlices: [], endpoints: ['recipe'] } }, [], []],
    [
      'a contract file of a schema this registry does not read',
      { ...content, schema: 2 as typeof CONTRACT_SCHEMA },
      host,
      {},
      [`its ${REMOTE_NEEDS_FILE} is schema 2, this registry reads schema 1`],
      [],
    ],
    [
      'a build from before the contract files',
      null,
      host,
      {},
      [],
      [`the build carries no ${REMOTE_NEEDS_FILE} (built before the host contract), so what it needs from the host was not checked`],
    ],
    [
      'a shell from before the contract files',
      content,
      null,
      {},
      [],
      [
        'the active shell has no host-contract.json (built before the host contract), so what this build needs from the host was not checked',
      ],
    ],
  ])('%s', (_case, needs, shell, others, problems, warnings) => {
    expect(checkHostNeeds(needs, shell, others)).toEqual({ problems, warnings });
  });
});

describe('remote:deploy against the active shell', () => {
  let work: string;
  let registryDir: string;
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'contract-check-'));
    registryDir = path.join(work, 'registry');
    await mkdir(registryDir);
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  async function build(marker: string, needs: RemoteNeeds) {
    const dir = path.join(work, marker);
    await mkdir(dir);
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'content', exposes: content.exposes.map((p) => ({ path: p })) }),
    );
    await writeFile(path.join(dir, REMOTE_NEEDS_FILE), JSON.stringify(needs));
    return dir;
  }
  const options = { packageVersion: '1.0.0', hostContract: host };
  const active = async () =>
    (JSON.parse(await readFile(path.join(registryDir, 'remotes.json'), 'utf8')) as RegistryFile).remotes.content?.active;

  it('deploys a build whose needs the shell meets, and refuses one it cannot meet, naming what is missing', async () => {
    const good = await deployRemote('content', await build('good', content), { ...options, registryDir });
    const needy = await build('needy', withNeeds({ imports: { ...content.imports, '@app/shared/router': ['useBlocker'] } }));
    await expect(deployRemote('content', needy, { ...options, registryDir })).rejects.toThrow(
      /^Refused: this build of content needs what the active shell cannot meet \(see "What a host must provide" in the README\): it imports useBlocker from @app\/shared\/router, which the active shell's copy does not export/,
    );
    expect(await active()).toBe(good.version);
  });

  it('warns, and deploys, when the shell has no contract file', async () => {
    const result = await deployRemote('content', await build('good', content), { ...options, registryDir, hostContract: null });
    expect(result.warnings).toEqual([
      'the active shell has no host-contract.json (built before the host contract), so what this build needs from the host was not checked',
    ]);
  });
});
