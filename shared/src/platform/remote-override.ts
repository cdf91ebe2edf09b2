import type { RemoteName } from '../contract/remotes.ts';

/**
 * A remote override: one remote of this page runs another version than the registry's active one
 * (issue 30). An operator's one-time link or a preview's link sets it as a cookie the server signs
 * (REMOTE_OVERRIDE_COOKIE); `npm run dev -- --remote <name>` sets one for the whole dev server
 * (the remote's dev server). The server honours a cookie only with its own signature, before it
 * expires, for a version the registry holds; it then serves /remotes.json and the page with that
 * version, private and never stored, and the shell shows a badge saying so.
 */
export const REMOTE_OVERRIDE_COOKIE = 'remote_override';

/** GET: ends this browser's override, then opens ?path= (the badge's link; REGISTRY_PATHS.clearOverride). */
export const CLEAR_OVERRIDE_PATH = '/registry/overrides/clear';

/** How long an override cookie lives (a preview's ends sooner when the preview does). */
export const REMOTE_OVERRIDE_TTL_MS = 60 * 60 * 1000;

/** How long a preview (remote:deploy --preview) can be opened after its deploy. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** How long an operator's one-time override link can be opened. */
export const OVERRIDE_LINK_TTL_MS = 10 * 60 * 1000;

/** operator: an operator's link; preview: a preview's link; dev: the dev server's --remote. */
export type RemoteOverrideKind = 'operator' | 'preview' | 'dev';

/** What /remotes.json says a page runs instead of the registry's active version. */
export interface RemoteOverride {
  remote: RemoteName;
  version: string;
  kind: RemoteOverrideKind;
  /** When the override stops being honoured (ISO); null for a dev server's. */
  expiresAt: string | null;
}

/** The badge's words, one line. */
export function overrideBadgeText(override: RemoteOverride): string {
  const what =
    override.kind === 'dev' ? 'from its local dev server' : `${override.version}${override.kind === 'preview' ? ' (preview)' : ''}`;
  return `This page runs an override: ${override.remote} ${what}`;
}

/** Where an override link may send the browser: a path of this app, never another origin. */
export function isSafeReturnPath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2048;
}
