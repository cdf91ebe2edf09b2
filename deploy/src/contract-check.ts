import { REMOTE_CONTRACT, type RemoteName } from '@app/shared/contract';

interface ManifestLike {
  name?: unknown;
  exposes?: { path?: unknown }[];
}

/** What is wrong with a built remote's mf-manifest.json against the contract in shared; empty when nothing. */
export function checkManifest(remote: RemoteName, manifest: ManifestLike): string[] {
  const problems: string[] = [];
  if (manifest.name !== remote) {
    problems.push(`the manifest is for "${String(manifest.name)}", not "${remote}"`);
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));
  for (const required of REMOTE_CONTRACT[remote].exposes) {
    if (!exposed.has(required)) problems.push(`it does not expose ${required}`);
  }
  return problems;
}
