import { describe, expect, it } from 'vitest';
import { findRoute } from '@app/shared/routes';
import { decideRoute, isArticlePath, isNeverForcedToLogin, type RoutingDecision, type SessionSnapshot } from './session-routing.ts';

const nobody: SessionSnapshot = { stored: false, isAuthenticated: false };
const leftover: SessionSnapshot = { stored: true, isAuthenticated: false };
const subscribed: SessionSnapshot = { stored: true, isAuthenticated: true, isSubscribed: true, profileCompleted: true };
const trialless: SessionSnapshot = { stored: true, isAuthenticated: true, isSubscribed: false, profileCompleted: true };
const newMember: SessionSnapshot = { stored: true, isAuthenticated: true, isSubscribed: false, profileCompleted: false };
const unknownProfile: SessionSnapshot = { stored: true, isAuthenticated: true, isSubscribed: false };
const checkFailed: SessionSnapshot = {
  stored: true,
  isAuthenticated: true,
  isSubscribed: false,
  profileCompleted: true,
  isSubscribedAPIError: true,
};
const checkFailedNew: SessionSnapshot = { ...checkFailed, profileCompleted: false };

interface Case {
  rule: string;
  path: string;
  session: SessionSnapshot;
  expected: RoutingDecision;
  returnUrl?: string;
  pending?: boolean;
  exitTo?: string;
}

const stay: RoutingDecision = { kind: 'stay' };
const planChoice: RoutingDecision = { kind: 'planChoice' };

const routing = (url: URL) => ({
  pathname: url.pathname,
  search: url.search,
  access: findRoute(url.pathname).access,
  subscribersOnly: findRoute(url.pathname).subscribersOnly === true,
});

/** SPEC section 4, "Session routing", one row per rule and exception. */
const cases: Case[] = [
  // Not authenticated: stored user info is cleared; protected paths go to login remembering the origin.
  {
    rule: 'visitor on a protected path goes to login, remembering it',
    path: '/programs/3',
    session: nobody,
    expected: { kind: 'redirect', to: '/login', rememberOrigin: '/programs/3' },
  },
  {
    rule: 'visitor keeps the query string of the origin',
    path: '/listing/meals?q=soup',
    session: nobody,
    expected: { kind: 'redirect', to: '/login', rememberOrigin: '/listing/meals?q=soup' },
  },
  {
    rule: 'visitor on onboarding goes to login',
    path: '/userPreferences?planId=2',
    session: nobody,
    expected: { kind: 'redirect', to: '/login', rememberOrigin: '/userPreferences?planId=2' },
  },
  {
    rule: 'visitor on /logout goes to login without remembering it',
    path: '/logout',
    session: nobody,
    expected: { kind: 'redirect', to: '/login' },
  },
  { rule: 'visitor on a public path stays', path: '/about', session: nobody, expected: stay },
  { rule: 'visitor on a visitors-only path stays', path: '/login', session: nobody, expected: stay },
  { rule: 'visitor on the marketing home stays', path: '/', session: nobody, expected: stay },
  { rule: 'visitor on an unknown path stays (not found)', path: '/no/such/page', session: nobody, expected: stay },
  {
    rule: 'leftover user info without a session is cleared on a public path',
    path: '/about',
    session: leftover,
    expected: { kind: 'stay', clearUserInfo: true },
  },
  {
    rule: 'leftover user info is cleared on a protected path too',
    path: '/home',
    session: leftover,
    expected: { kind: 'redirect', to: '/login', rememberOrigin: '/home', clearUserInfo: true },
  },

  // SPEC section 7/8: logging out, or a refused refresh, takes this tab to the default route.
  {
    rule: 'this tab logged out on /logout: to the default route',
    path: '/logout',
    session: nobody,
    exitTo: '/',
    expected: { kind: 'redirect', to: '/' },
  },
  {
    rule: 'this tab lost its session on a protected path: to the default route, not login',
    path: '/programs/3',
    session: nobody,
    exitTo: '/',
    expected: { kind: 'redirect', to: '/' },
  },
  { rule: 'this tab reached the default route after logging out', path: '/', session: nobody, exitTo: '/', expected: stay },
  { rule: 'a member who logged in again ignores an old exit', path: '/home', session: subscribed, exitTo: '/', expected: stay },

  // Blog and recipe paths are never forced to login.
  { rule: 'visitor on a recipe is not forced to login', path: '/recipe/meals/3/soup', session: nobody, expected: stay },
  { rule: 'visitor on the blog listing is not forced to login', path: '/blogs', session: nobody, expected: stay },
  { rule: 'visitor on /listing/blogs is not forced to login', path: '/listing/blogs', session: nobody, expected: stay },
  { rule: 'visitor on a blog article is not forced to login', path: '/show/blogs/article/12/why-rest', session: nobody, expected: stay },
  {
    rule: 'visitor on another listing still is',
    path: '/listing/meals',
    session: nobody,
    expected: { kind: 'redirect', to: '/login', rememberOrigin: '/listing/meals' },
  },

  // Subscription check at start: wait for it.
  {
    rule: 'member waits for the subscription check on a protected path',
    path: '/home',
    session: subscribed,
    pending: true,
    expected: { kind: 'wait' },
  },
  {
    rule: 'member waits for the subscription check on a visitors-only path',
    path: '/login',
    session: subscribed,
    pending: true,
    expected: { kind: 'wait' },
  },
  { rule: 'member can log out while the check runs', path: '/logout', session: subscribed, pending: true, expected: stay },

  // Authenticated and subscribed: a non-logged-in-only path goes to the remembered origin or home.
  { rule: 'subscribed member on /login goes home', path: '/login', session: subscribed, expected: { kind: 'redirect', to: '/home' } },
  { rule: 'subscribed member on / goes home', path: '/', session: subscribed, expected: { kind: 'redirect', to: '/home' } },
  {
    rule: 'subscribed member on /signUp goes to the remembered origin',
    path: '/signUp',
    session: subscribed,
    returnUrl: '/programs/3?tab=2',
    expected: { kind: 'redirect', to: '/programs/3?tab=2', consumeReturnUrl: true },
  },
  {
    rule: 'subscribed member on /otpVerification goes to the remembered origin',
    path: '/otpVerification',
    session: subscribed,
    returnUrl: '/planner/0/3',
    expected: { kind: 'redirect', to: '/planner/0/3', consumeReturnUrl: true },
  },
  { rule: 'subscribed member on a protected path stays', path: '/planner/0/1', session: subscribed, expected: stay },
  { rule: 'subscribed member on a public path stays', path: '/help', session: subscribed, expected: stay },
  { rule: 'subscribed member on onboarding stays', path: '/userPreferences', session: subscribed, expected: stay },

  // Authenticated, not subscribed, profileCompleted known: onward routing follows it.
  { rule: 'unsubscribed member with a profile uses the open pages of the app', path: '/listing/meals', session: trialless, expected: stay },
  {
    rule: 'unsubscribed member with a profile on /login goes to the origin',
    path: '/login',
    session: trialless,
    returnUrl: '/recipe/meals/3/soup',
    expected: { kind: 'redirect', to: '/recipe/meals/3/soup', consumeReturnUrl: true },
  },
  {
    rule: 'unsubscribed member with a profile on /login and no origin goes home',
    path: '/login',
    session: trialless,
    expected: { kind: 'redirect', to: '/home' },
  },
  {
    rule: 'member without a profile goes to onboarding from a protected path',
    path: '/home',
    session: newMember,
    expected: { kind: 'redirect', to: '/userPreferences' },
  },
  {
    rule: 'member without a profile goes to onboarding from /otpVerification, keeping planId',
    path: '/otpVerification?planId=2',
    session: newMember,
    expected: { kind: 'redirect', to: '/userPreferences?planId=2' },
  },
  {
    rule: 'member without a profile goes to onboarding from /login, keeping the origin for later',
    path: '/login',
    session: newMember,
    returnUrl: '/programs/3',
    expected: { kind: 'redirect', to: '/userPreferences' },
  },
  { rule: 'member without a profile stays on onboarding', path: '/userPreferences?planId=2', session: newMember, expected: stay },
  {
    rule: 'member without a profile goes to onboarding from an article too (profile is known)',
    path: '/show/tips/article/4/sleep',
    session: newMember,
    expected: { kind: 'redirect', to: '/userPreferences' },
  },

  // Gating: active and trial count as subscribed; anyone else sees the plan picker on the paid pages, in place.
  { rule: 'unsubscribed member sees the plan picker on the planner', path: '/planner/0/1', session: trialless, expected: planChoice },
  { rule: 'unsubscribed member sees the plan picker on member home', path: '/home', session: trialless, expected: planChoice },
  { rule: 'unsubscribed member sees the plan picker on a program', path: '/programs/3/workouts', session: trialless, expected: planChoice },
  {
    rule: 'unsubscribed member sees the plan picker on a workout',
    path: '/workout/show/1/55/full-body',
    session: trialless,
    expected: planChoice,
  },
  {
    rule: 'unsubscribed member sees the plan picker on the shopping list',
    path: '/shopping-list',
    session: trialless,
    expected: planChoice,
  },
  { rule: 'unsubscribed member opens a listing (it carries the trial call)', path: '/workouts', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens a tip (open to all)', path: '/show/tips/7/sleep-well', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens a recipe (never forced to login)', path: '/recipe/meals/3/soup', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens her subscription page', path: '/subscription', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens the page a checkout returns to', path: '/subscriptionComplete', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens settings', path: '/settings/password', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens her profile', path: '/profile', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens help', path: '/help', session: trialless, expected: stay },
  { rule: 'unsubscribed member opens onboarding', path: '/userPreferences', session: trialless, expected: stay },
  { rule: 'subscribed member opens the paid pages', path: '/shopping-list', session: subscribed, expected: stay },
  {
    rule: 'a subscribed flag without a known profile still opens the paid pages',
    path: '/programs',
    session: { ...unknownProfile, isSubscribed: true },
    expected: stay,
  },

  // Authenticated, not subscribed, profileCompleted unknown: onboarding keeping planId, except on article pages.
  {
    rule: 'unknown profile goes to onboarding',
    path: '/programs',
    session: unknownProfile,
    expected: { kind: 'redirect', to: '/userPreferences' },
  },
  {
    rule: 'unknown profile goes to onboarding keeping planId',
    path: '/signUp?planId=3',
    session: unknownProfile,
    expected: { kind: 'redirect', to: '/userPreferences?planId=3' },
  },
  { rule: 'unknown profile stays on an article page', path: '/show/tips/article/4/sleep', session: unknownProfile, expected: stay },
  { rule: 'unknown profile stays on a blog article', path: '/show/blogs/article/12/why-rest', session: unknownProfile, expected: stay },
  { rule: 'unknown profile stays on onboarding', path: '/userPreferences', session: unknownProfile, expected: stay },
  {
    rule: 'null profile counts as unknown',
    path: '/show/tips/article/4/sleep',
    session: { ...unknownProfile, profileCompleted: null },
    expected: stay,
  },

  // The subscription check failed: origin (failure screen there); one path to onboarding with status=fail.
  { rule: 'failed check shows the failure screen on a protected path', path: '/home', session: checkFailed, expected: { kind: 'failure' } },
  { rule: 'failed check shows the failure screen on a public path', path: '/help', session: checkFailed, expected: { kind: 'failure' } },
  {
    rule: 'failed check on /login goes back to the origin',
    path: '/login',
    session: checkFailed,
    returnUrl: '/programs/3',
    expected: { kind: 'redirect', to: '/programs/3', consumeReturnUrl: true },
  },
  {
    rule: 'failed check on /login without an origin goes home',
    path: '/login',
    session: checkFailed,
    expected: { kind: 'redirect', to: '/home' },
  },
  {
    rule: 'failed check on the subscription-complete path goes to onboarding with status=fail',
    path: '/subscriptionComplete?planId=2',
    session: checkFailed,
    expected: { kind: 'redirect', to: '/userPreferences?planId=2&status=fail' },
  },
  { rule: 'failed check lets onboarding say why', path: '/userPreferences?status=fail', session: checkFailed, expected: stay },
  {
    rule: 'failed check wins over an incomplete profile (back to origin)',
    path: '/login',
    session: checkFailedNew,
    returnUrl: '/home',
    expected: { kind: 'redirect', to: '/home', consumeReturnUrl: true },
  },
  { rule: 'failed check still lets the member log out', path: '/logout', session: checkFailed, expected: stay },
];

describe('decideRoute (SPEC section 4)', () => {
  it.each(cases)('$rule', ({ path, session, expected, returnUrl, pending, exitTo }) => {
    const url = new URL(path, 'http://app.test');
    const decision = decideRoute({
      ...routing(url),
      session,
      subscriptionCheckPending: pending ?? false,
      returnUrl: returnUrl ?? null,
      sessionExitTo: exitTo ?? null,
    });
    expect(decision).toEqual(expected);
  });

  it('never lets a redirect lead to another redirect for the same session', () => {
    const sessions = [nobody, subscribed, trialless, newMember, unknownProfile, checkFailed];
    const paths = [
      '/',
      '/login',
      '/signUp',
      '/home',
      '/programs/3',
      '/userPreferences',
      '/subscriptionComplete',
      '/help',
      '/show/tips/article/4/x',
      '/recipe/meals/1/x',
    ];
    for (const session of sessions) {
      for (const path of paths) {
        const url = new URL(path, 'http://app.test');
        const first = decideRoute({ ...routing(url), session, subscriptionCheckPending: false, returnUrl: null });
        if (first.kind !== 'redirect') continue;
        const next = new URL(first.to, 'http://app.test');
        const second = decideRoute({ ...routing(next), session, subscriptionCheckPending: false, returnUrl: null });
        expect(second.kind, `${path} -> ${first.to}`).not.toBe('redirect');
      }
    }
  });
});

describe('path kinds', () => {
  it.each([
    ['/recipe/meals/3/soup', true, false],
    ['/blogs', true, false],
    ['/show/blogs/7/rest', true, false],
    ['/show/blogs/article/12/why-rest', true, true],
    ['/show/tips/article/4/sleep', false, true],
    ['/article', false, true],
    ['/show/tips/7/sleep', false, false],
    ['/recipes-and-more', false, false],
    ['/listing/blogs', true, false],
    ['/listing/meals', false, false],
    ['/article/4', false, true],
  ])('%s: never forced %s, article %s', (path, neverForced, article) => {
    expect(isNeverForcedToLogin(path)).toBe(neverForced);
    expect(isArticlePath(path)).toBe(article);
  });
});
