// Size budgets of the production build (bench/budgets.json): what `npm test` enforces after the
// build and what `npm run bench` prints against. Sizes only (gzip -9 bytes, request counts),
// never timings, so the check gives the same answer on a busy machine as on a quiet one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_CONTRACT, REMOTE_NAMES, type RemoteName } from '@app/shared/contract';

export interface Budgets {
  /** JS that index.html loads (the shell's entry scripts). */
  shellEntryKbGz: number;
  remotes: Record<RemoteName, { remoteEntryKbGz: number; manifestKbGz: number; pageKbGz: number }>;
  /** First load in Chromium, measured by `npm run bench -- bundles` only. */
  pages: Record<string, { jsKbGz: number; requestsBeforeRender: number; requests: number }>;
}

const BUDGETS_FILE = path.join(import.meta.dirname, 'budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

interface MeasuredFile {
  file: string;
  bytesGz: number;
}

/** One budgeted item of a build: its name, the budget key it answers to, and the files it is made of. */
export interface MeasuredItem {
  name: string;
  limitKbGz: number;
  files: MeasuredFile[];
}

const gzBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Over-budget items, each naming its files largest first, so the message says which file grew. */
export function budgetViolations(items: readonly MeasuredItem[]): string[] {
  return items.flatMap((item) => {
    const total = item.files.reduce((sum, f) => sum + f.bytesGz, 0);
    if (total <= item.limitKbGz * 1024) return [];
    const files = [...item.files].sort((a, b) => b.bytesGz - a.bytesGz).map((f) => `${f.file} ${kb(f.bytesGz)}`);
    return [`${item.name}: ${kb(total)} KB gz over its budget of ${item.limitKbGz} KB gz (${files.join(', ')})`];
  });
}

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** The shell's entry scripts, as index.html lists them. */
function shellEntryScripts(shellDist: string): string[] {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  return [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

/**
 * Every budgeted item of a production build: the shell's entry, and per remote its remoteEntry,
 * its manifest and each exposed page's own JS (the chunks its manifest lists as sync).
 * `remoteDir` gives a remote's built folder (its dist/, or a registry version folder).
 */
export function measureBuild(input: {
  shellDist: string;
  remoteDir: (remote: RemoteName) => string | null;
  budgets: Budgets;
}): MeasuredItem[] {
  const file = (dir: string, name: string, label: string): MeasuredFile => ({ file: label, bytesGz: gzBytes(path.join(dir, name)) });
  const items: MeasuredItem[] = [
    {
      name: 'shell entry (index.html scripts)',
      limitKbGz: input.budgets.shellEntryKbGz,
      files: shellEntryScripts(input.shellDist).map((name) => file(input.shellDist, name, `shell/${name}`)),
    },
  ];
  for (const remote of REMOTE_NAMES) {
    const dir = input.remoteDir(remote);
    if (!dir || !existsSync(path.join(dir, 'mf-manifest.json'))) continue;
    const budget = input.budgets.remotes[remote];
    const app = REMOTE_CONTRACT[remote].packageName;
    items.push({
      name: `${remote} remoteEntry.js`,
      limitKbGz: budget.remoteEntryKbGz,
      files: [file(dir, 'remoteEntry.js', `${app}/remoteEntry.js`)],
    });
    items.push({
      name: `${remote} mf-manifest.json`,
      limitKbGz: budget.manifestKbGz,
      files: [file(dir, 'mf-manifest.json', `${app}/mf-manifest.json`)],
    });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    for (const expose of manifest.exposes) {
      const exposeKey = expose.path.startsWith('./') ? expose.path : `./${expose.path}`;
      items.push({
        name: `${remote} page ${exposeKey}`,
        limitKbGz: budget.pageKbGz,
        files: expose.assets.js.sync.map((name) => file(dir, name, `${app}/${name}`)),
      });
    }
  }
  return items;
}

export const itemKbGz = (item: MeasuredItem): string => kb(item.files.reduce((sum, f) => sum + f.bytesGz, 0));
