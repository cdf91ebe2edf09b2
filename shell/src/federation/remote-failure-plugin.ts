import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote resolves to when a remote could not be loaded; the shell renders the failure screen for it. */
export interface RemoteUnavailable {
  remoteUnavailable: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && 'remoteUnavailable' in value;
}

/**
 * Loading layer: when a remote cannot be loaded (not in the registry, manifest or entry
 * unreachable, expose absent), resolve to a marker instead of throwing, so only that route
 * fails and the layout around it keeps working. This file runs before shared modules are
 * ready, so it imports none of them (no React here).
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-failure-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[federation] ${id} could not be loaded: ${reason}`);
      const unavailable: RemoteUnavailable = { remoteUnavailable: id.split('/')[0] ?? id, reason };
      return unavailable;
    },
  };
}
