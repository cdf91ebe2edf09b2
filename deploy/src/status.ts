import { REMOTE_NAMES, type RegistryFile } from '@app/shared/contract';
import { TELEMETRY_PATHS, type RemoteLoadSummary, type RemoteVersionStats } from '@app/shared/api-contract/telemetry';

/** Why remote:status has no counts to show. */
const NO_TELEMETRY = {
  unreachable: 'the server did not answer (set REMOTE_STATUS_URL to its address)',
  refused: 'the server refused the read (set METRICS_TOKEN to the server’s)',
} as const;
export type NoTelemetry = keyof typeof NO_TELEMETRY;

/**
 * Where remote:status reads the counts, and how: REMOTE_STATUS_URL, else the server's metrics port
 * when METRICS_PORT is set (on METRICS_HOST, 127.0.0.1 by default), else the server on this
 * machine's PGlite folder (`local`: its address and local operator credential, which it accepts
 * from here when the reads are closed), else its app port (PORT, 3000); with METRICS_TOKEN as the
 * bearer when it is set, as the server then asks for it. The local credential goes to its own
 * server only.
 */
export function telemetryRequest(
  env: Record<string, string | undefined>,
  local: { url: string; secret: string } | null = null,
): { url: string; headers: Record<string, string> } {
  const chosen = env.REMOTE_STATUS_URL ?? (env.METRICS_PORT ? `http://${env.METRICS_HOST ?? '127.0.0.1'}:${env.METRICS_PORT}` : null);
  const base = chosen ?? local?.url ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
  const bearer = env.METRICS_TOKEN ?? (chosen === null ? local?.secret : undefined);
  return {
    url: new URL(TELEMETRY_PATHS.remoteLoads, base).toString(),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  };
}

/** The counts from the server, or why there are none. */
export async function readTelemetry(
  env: Record<string, string | undefined>,
  local: { url: string; secret: string } | null = null,
): Promise<RemoteLoadSummary | NoTelemetry> {
  const { url, headers } = telemetryRequest(env, local);
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
    if (response.status === 401) return 'refused';
    if (!response.ok) return 'unreachable';
    return ((await response.json()) as { data: RemoteLoadSummary }).data;
  } catch {
    return 'unreachable';
  }
}

function rate(stats: RemoteVersionStats | undefined): string {
  if (!stats || stats.loads === 0) return '-';
  return `${((stats.failures / stats.loads) * 100).toFixed(1)} %`;
}

/**
 * `remote:status`: per remote, the active version and the canary (with its share of devices), each
 * with its loads, failure rate and p75 load time over the API's telemetry window.
 */
export function statusTable(registry: RegistryFile, telemetry: RemoteLoadSummary | NoTelemetry): string {
  const summary = typeof telemetry === 'string' ? null : telemetry;
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
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const footer =
    typeof telemetry === 'string'
      ? `No telemetry: ${NO_TELEMETRY[telemetry]}.`
      : `Loads over the last ${telemetry.windowMinutes} minutes, as the shell reported them.`;
  return [line(header), ...rows.map(line), footer].join('\n');
}
