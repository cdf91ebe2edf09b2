import { isRemoteName, type RemoteName } from '@app/shared/contract';

/** A dev server's override (DEV_REMOTE_OVERRIDE=<remote>=<its dev server's manifest URL>, set by npm run dev -- --remote): never in production. */
export interface DevOverride {
  remote: RemoteName;
  entry: string;
}

export function parseDevOverride(value: string | null, isProduction: boolean): DevOverride | null {
  if (!value) return null;
  if (isProduction) throw new Error('DEV_REMOTE_OVERRIDE is for npm run dev only: unset it in production.');
  const at = value.indexOf('=');
  const remote = value.slice(0, at);
  const entry = value.slice(at + 1);
  if (at < 1 || !isRemoteName(remote) || !/^https?:\/\/[^\s]+\/mf-manifest\.json$/.test(entry)) {
    throw new Error(
      'DEV_REMOTE_OVERRIDE: give <remote>=<the manifest URL of its dev server>, as npm run dev -- --remote <remote> sets it.',
    );
  }
  return { remote, entry };
}
