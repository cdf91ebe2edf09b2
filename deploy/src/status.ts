import { REMOTE_NAMES, type RegistryFile } from '@app/shared/contract';
import type { RemoteLoadSummary, RemoteVersionStats } from '@app/shared/api-contract/telemetry';

function rate(stats: RemoteVersionStats | undefined): string {
  if (!stats || stats.loads === 0) return '-';
  return `${((stats.failures / stats.loads) * 100).toFixed(1)} %`;
}

/**
 * `remote:status`: per remote, the active version and the canary (with its share of devices), each
 * with its loads, failure rate and p75 load time over the API's telemetry window.
 */
export function statusTable(registry: RegistryFile, summary: RemoteLoadSummary | null): string {
  const statsOf = (remote: string, version: string) => summary?.versions.find((v) => v.remote === remote && v.version === version);
  const header = ['remote', 'role', 'version', 'loads', 'failures', 'p75 load'];
  const rows: string[][] = [];
  for (const remote of REMOTE_NAMES) {
    const entry = registry.remotes[remote];
    if (!entry?.active) continue;
    const roles: [string, string][] = [['active', entry.active]];
    if (entry.canary) roles.push([`canary ${entry.canary.percent} %`, entry.canary.version]);
    for (const [role, version] of roles) {
      const stats = statsOf(remote, version);
      rows.push([remote, role, version, String(stats?.loads ?? 0), rate(stats), stats?.p75LoadMs == null ? '-' : `${stats.p75LoadMs} ms`]);
    }
  }
  if (rows.length === 0) return 'No remote has been deployed yet.';
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const footer = summary
    ? `Loads over the last ${summary.windowMinutes} minutes, as the shell reported them.`
    : 'No telemetry: the server did not answer (set REMOTE_STATUS_URL to its address).';
  return [line(header), ...rows.map(line), footer].join('\n');
}
