import { PATHS, isArticlePath, isNeverForcedToLogin, type Access } from '@app/shared/routes';

/** What routing needs to know of the stored user info (SPEC section 3). */
export interface SessionSnapshot {
  /** Something is stored under userInfo, even a value that does not make a session. */
  stored: boolean;
  isAuthenticated: boolean;
  isSubscribed?: boolean | undefined;
  /** undefined or null: not known. */
  profileCompleted?: boolean | null | undefined;
  /** The subscription check of this app start failed. */
  isSubscribedAPIError?: boolean | undefined;
}

export interface RoutingInput {
  pathname: string;
  search: string;
  /** Access level of the route table row that matched the path. */
  access: Access;
  /** The row is part of the paid product (route table flag subscribersOnly). */
  subscribersOnly?: boolean;
  session: SessionSnapshot;
  /** The subscription check of this app start has not answered yet. */
  subscriptionCheckPending: boolean;
  /** The remembered origin (localStorage returnUrl), already checked to be a path of this app. */
  returnUrl: string | null;
  /** This tab ended the session on purpose (log out, refused refresh) and goes here. */
  sessionExitTo?: string | null;
}

export type RoutingDecision =
  | { kind: 'stay'; clearUserInfo?: true }
  | {
      kind: 'redirect';
      to: string;
      /** Remember this path as the origin to come back to after logging in. */
      rememberOrigin?: string;
      /** The remembered origin was used: forget it. */
      consumeReturnUrl?: true;
      clearUserInfo?: true;
    }
  /** A page of the paid product and no active or trial subscription: the plan picker, in place. */
  | { kind: 'planChoice' }
  /** Hold the page until the subscription check answers. */
  | { kind: 'wait' }
  /** The failure screen with TRY AGAIN (a failed subscription check). */
  | { kind: 'failure' };

// Which paths are never forced to login and which are article pages: flags of the route table.
export { isArticlePath, isNeverForcedToLogin };

function userPreferencesPath(search: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const planId = new URLSearchParams(search).get('planId');
  if (planId) params.set('planId', planId);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${PATHS.userPreferences}?${query}` : PATHS.userPreferences;
}

function backToOrigin(returnUrl: string | null): RoutingDecision {
  return returnUrl ? { kind: 'redirect', to: returnUrl, consumeReturnUrl: true } : { kind: 'redirect', to: PATHS.memberHome };
}

/**
 * SPEC section 4, session routing: where a path leads for the stored session, decided before
 * any remote code loads. Pure; the shell runs it on every path change and on storage events
 * from other tabs, and carries out what it returns.
 */
export function decideRoute(input: RoutingInput): RoutingDecision {
  const { pathname, search, access, session, returnUrl } = input;

  // Not authenticated: stored user info is cleared; protected paths go to login remembering the origin.
  if (!session.isAuthenticated) {
    const clear = session.stored ? ({ clearUserInfo: true } as const) : {};
    // Logging out (or a refused refresh) takes this tab to the default route, not to login.
    if (input.sessionExitTo) {
      return pathname === input.sessionExitTo ? { kind: 'stay', ...clear } : { kind: 'redirect', to: input.sessionExitTo, ...clear };
    }
    if (access === 'loggedIn' && !isNeverForcedToLogin(pathname)) {
      // Logging out is not somewhere to come back to after logging in.
      const origin = pathname === PATHS.logout ? {} : { rememberOrigin: pathname + search };
      return { kind: 'redirect', to: PATHS.login, ...origin, ...clear };
    }
    return { kind: 'stay', ...clear };
  }

  // A member can always log out, whatever else is wrong.
  if (pathname === PATHS.logout) return { kind: 'stay' };

  if (input.subscriptionCheckPending) return { kind: 'wait' };

  // The subscription check failed: back to the origin, where the failure screen offers TRY AGAIN;
  // coming back from checkout, to onboarding with status=fail, which says why.
  if (session.isSubscribedAPIError) {
    if (pathname === PATHS.userPreferences) return { kind: 'stay' };
    if (pathname === PATHS.subscriptionComplete) {
      return { kind: 'redirect', to: userPreferencesPath(search, { status: 'fail' }) };
    }
    if (access === 'nonLoggedIn') return backToOrigin(returnUrl);
    return { kind: 'failure' };
  }

  // Subscribed, or not subscribed with a completed profile (they may use the app and see trial prompts).
  if (session.isSubscribed || session.profileCompleted === true) {
    if (access === 'nonLoggedIn') return backToOrigin(returnUrl);
    // Active and trial count as subscribed; anyone else sees the plan picker on the paid pages.
    if (!session.isSubscribed && input.subscribersOnly) return { kind: 'planChoice' };
    return { kind: 'stay' };
  }

  // Not subscribed, profile not completed: onboarding, keeping planId.
  if (pathname === PATHS.userPreferences) return { kind: 'stay' };
  const profileUnknown = session.profileCompleted === undefined || session.profileCompleted === null;
  if (profileUnknown && isArticlePath(pathname)) return { kind: 'stay' };
  return { kind: 'redirect', to: userPreferencesPath(search) };
}
