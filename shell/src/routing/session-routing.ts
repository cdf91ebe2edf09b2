import type { Access } from './route-table.ts';

export interface SessionState {
  isAuthenticated: boolean;
}

export type RoutingDecision = { kind: 'stay' } | { kind: 'redirect'; to: string; rememberOrigin?: string };

/** SPEC section 4: blog and recipe paths are never forced to login. */
export function isNeverForcedToLogin(pathname: string): boolean {
  return /^\/(recipe|blogs)(\/|$)/.test(pathname) || /^\/show\/blogs(\/|$)/.test(pathname);
}

/**
 * Where a path leads for a session, before any remote code loads. One pure function, run on
 * every path change and on storage events from other tabs.
 */
export function decideRoute(input: { pathname: string; search: string; access: Access; session: SessionState }): RoutingDecision {
  const { pathname, search, access, session } = input;
  if (!session.isAuthenticated) {
    if (access === 'loggedIn' && !isNeverForcedToLogin(pathname)) {
      return { kind: 'redirect', to: '/login', rememberOrigin: pathname + search };
    }
    return { kind: 'stay' };
  }
  if (access === 'nonLoggedIn') {
    return { kind: 'redirect', to: '/home' };
  }
  return { kind: 'stay' };
}
