/**
 * SPEC section 2, every route in one table: access, layout, the top bar (title, trial button,
 * favorite and complete), session-routing flags (never forced to login, article page) and page
 * metadata. The shell renders it; session routing, page metadata (also on the server) and the
 * side menu read their facts from it. Pure data and a matcher: no React, no router.
 */
import type { ExposeOf, RemoteName } from '../contract/remotes.ts';
import type { PageKey } from '../seo/page-keys.ts';
import { LISTING_TITLE, LISTING_TITLES } from './listing-types.ts';
import { PAGE_TITLES, PATHS } from './paths.ts';

/** SPEC "Page visibility values". */
export type Access = 'nonLoggedIn' | 'loggedIn' | 'both';
/** main: top bar and drawer; none: the page alone; second: the slim layout of logout and not-found. */
export type Layout = 'main' | 'none' | 'second';

type RemoteTarget = { [R in RemoteName]: { remote: R; expose: ExposeOf<R> } }[RemoteName];
export type ShellPage = 'NotFoundPage' | 'ErrorPage' | 'LogoutPage';
export type RouteTarget = RemoteTarget | { shell: ShellPage };

/** Route parameter values a flag holds for, e.g. `{ successType: 'blogs' }`. */
export type ParamValues = Readonly<Record<string, string>>;

export interface RouteEntry {
  path: string;
  access: Access;
  layout: Layout;
  /** Text of the top bar's page title; undefined shows the logo only. */
  title?: string;
  /** The title named by a route parameter (a listing's type); `title` when the value names none. */
  titleFrom?: { param: string; titles: Readonly<Record<string, string>> };
  /** The marketing home uses its own header variant. */
  homeHeader?: boolean;
  /** Visitors see START FREE TRIAL and LOG IN where this is on. */
  trialButton: boolean;
  favorite: boolean;
  complete: boolean;
  /** SPEC section 4: blog and recipe paths are never forced to login: always, or for these parameter values. */
  neverForcedToLogin?: true | ParamValues;
  /** An article page: a member whose profile is not known yet may stay on it (SPEC section 4). */
  articlePage?: true;
  /**
   * The paid product (planner, programs, workouts, shopping list, member home): a member without
   * an active or trial subscription sees the plan picker here instead. Unflagged pages stay open
   * to her: the listings and /show pages that carry the trial call, recipes and blogs (never
   * forced to login, so no more closed to her than to a visitor), her account pages, and her
   * workout history and logbook (what she did stays hers to read when her subscription ends).
   */
  subscribersOnly?: true;
  /** SPEC section 2's page title and description metadata of this route. */
  metadata?: PageKey;
  target: RouteTarget;
}

const remote = <R extends RemoteName>(name: R, expose: ExposeOf<R>): RouteTarget => ({ remote: name, expose }) as RouteTarget;

// Defaults of a member page: main layout, no trial button, no favorite/complete controls.
const member = (path: string, target: RouteTarget, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  access: 'loggedIn',
  layout: 'main',
  trialButton: false,
  favorite: false,
  complete: false,
  target,
  ...extra,
});

const bare = (path: string, access: Access, target: RouteTarget, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  access,
  layout: 'none',
  trialButton: false,
  favorite: false,
  complete: false,
  target,
  ...extra,
});

const listing = remote('content', './ListingPage');
const PAID = { subscribersOnly: true } as const;
const listingDestination = (path: string, title: string, extra: Partial<RouteEntry> = {}) =>
  member(path, listing, { title, trialButton: true, ...extra });
const BLOGS: ParamValues = { successType: 'blogs' };

/**
 * What a member without an active or trial subscription sees on a subscribersOnly page, in place
 * (the address stays, so she is where she meant to be once subscribed): the subscription page,
 * which shows her the plan picker.
 */
export const PLAN_CHOICE_TARGET = { remote: 'commerce', expose: './SubscriptionPage' } as const satisfies RemoteTarget;

/** SPEC section 2, every row, in its order. The wildcard stays last. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  member(PATHS.home, remote('marketing', './HomePage'), { access: 'nonLoggedIn', homeHeader: true, trialButton: true, metadata: 'home' }),
  bare(PATHS.signUp, 'nonLoggedIn', remote('auth', './SignUpPage'), { metadata: 'signUp' }),
  bare(PATHS.login, 'nonLoggedIn', remote('auth', './LoginPage'), { metadata: 'login' }),
  bare(PATHS.otpVerification, 'nonLoggedIn', remote('auth', './OtpVerificationPage')),
  bare(PATHS.forgotPassword, 'nonLoggedIn', remote('auth', './ForgotPasswordPage'), { metadata: 'forgotPassword' }),
  bare(PATHS.passwordReset, 'nonLoggedIn', remote('auth', './PasswordResetPage')),
  bare(PATHS.userPreferences, 'loggedIn', remote('auth', './UserPreferencesPage')),
  // Access not shown in SPEC: the page confirms a purchase, so it belongs to a member.
  member(PATHS.subscriptionComplete, remote('commerce', './SubscriptionCompletePage')),
  member(PATHS.memberHome, remote('planner', './MemberHomePage'), { title: 'Home', ...PAID }),
  // One row for /planner and a day of it: the page's correction of a bare /planner to today's
  // address keeps the page (a row of its own would mount it again, dropping the hydrated page).
  member(`${PATHS.planner}/:weeksFromCurrentWeek?/:dayIndex?`, remote('planner', './PlannerPage'), { title: 'Planner', ...PAID }),
  member(PATHS.programs, remote('planner', './ProgramsPage'), { title: 'Programs', ...PAID }),
  member(`${PATHS.programs}/library`, remote('planner', './ProgramsPage'), { title: 'Programs', ...PAID }),
  member(`${PATHS.programs}/:id`, remote('planner', './ProgramDetailPage'), { title: 'Programs', ...PAID }),
  member(`${PATHS.programs}/:id/workouts`, remote('planner', './ProgramWorkoutsPage'), { title: 'Programs', ...PAID }),
  member(PATHS.shoppingList, remote('commerce', './ShoppingListPage'), { title: 'Shopping list', ...PAID }),
  member(`${PATHS.shoppingList}/:shoppingListId/:recipeId/:activityId`, remote('commerce', './ShoppingListDetailPage'), {
    title: 'Shopping list',
    ...PAID,
  }),
  member(PATHS.listing, listing, { title: LISTING_TITLE, trialButton: true }),
  member(`${PATHS.listing}/:listingType`, listing, {
    title: LISTING_TITLE,
    titleFrom: { param: 'listingType', titles: LISTING_TITLES },
    trialButton: true,
    neverForcedToLogin: { listingType: 'blogs' },
  }),
  listingDestination(PATHS.workouts, LISTING_TITLES.home),
  listingDestination(PATHS.gym, LISTING_TITLES.gym),
  listingDestination(PATHS.meals, LISTING_TITLES.meals),
  listingDestination(PATHS.snacks, LISTING_TITLES.snacks),
  listingDestination(PATHS.tips, LISTING_TITLES.tips),
  listingDestination(PATHS.meditation, LISTING_TITLES.meditation),
  listingDestination(PATHS.pregnancy, LISTING_TITLES.pregnancy),
  listingDestination(PATHS.blogs, LISTING_TITLES.blogs, { access: 'both', neverForcedToLogin: true, metadata: 'blogs' }),
  member('/recipe/:recipeType/:recipeId/:recipeTitle', remote('content', './RecipePage'), {
    favorite: true,
    complete: true,
    neverForcedToLogin: true,
  }),
  member('/show/:successType/:successId/:successTitle', remote('content', './SuccessDetailPage'), {
    access: 'both',
    trialButton: true,
    favorite: true,
    complete: true,
    neverForcedToLogin: BLOGS,
  }),
  member('/show/:successType/article/:articleId/:slug', remote('content', './ArticlePage'), {
    access: 'both',
    trialButton: true,
    neverForcedToLogin: BLOGS,
    articlePage: true,
  }),
  // SPEC lists /article: articles open under /show/.../article/...; the bare path has no page of its own.
  member('/article/*', { shell: 'NotFoundPage' }, { access: 'both', layout: 'second', articlePage: true }),
  member('/workout/overview/:setTypeLookupId/:contentId/:contentTitle', remote('planner', './WorkoutOverviewPage'), {
    favorite: true,
    ...PAID,
  }),
  member('/workout/show/0/:contentId/:contentTitle', remote('planner', './WorkoutPlayerPage'), PAID),
  member('/workout/show/1/:contentId/:contentTitle', remote('planner', './WorkoutPlayerPage'), PAID),
  member(PATHS.settings, remote('auth', './SettingsPage'), { title: PAGE_TITLES.settings }),
  member(`${PATHS.settings}/:settingName`, remote('auth', './SettingsPage'), { title: PAGE_TITLES.settings }),
  member(PATHS.profile, remote('auth', './ProfilePage'), { title: 'Profile' }),
  // Access not shown in SPEC: both manage a member's own subscription, on the same page.
  member(PATHS.account, remote('commerce', './SubscriptionPage'), { title: PAGE_TITLES.subscription }),
  member(PATHS.subscription, remote('commerce', './SubscriptionPage'), { title: PAGE_TITLES.subscription }),
  // Not in SPEC: her completed workouts and her logbook, hers to read whether or not she subscribes (issue 28).
  member(PATHS.workoutHistory, remote('planner', './WorkoutHistoryPage'), { title: PAGE_TITLES.workoutHistory }),
  // Not in SPEC (issue 43): her records and progress from her logbook, hers whatever her subscription, as her history is.
  member(PATHS.progress, remote('planner', './ProgressPage'), { title: PAGE_TITLES.progress }),
  member(PATHS.help, remote('content', './HelpPage'), { title: 'Help', access: 'both', trialButton: false, metadata: 'help' }),
  member(PATHS.about, remote('content', './AboutPage'), { title: 'About', access: 'both', trialButton: false, metadata: 'about' }),
  member(PATHS.logout, { shell: 'LogoutPage' }, { layout: 'second' }),
  member(PATHS.error, { shell: 'ErrorPage' }, { access: 'both' }),
  member('*', { shell: 'NotFoundPage' }, { access: 'both', layout: 'second' }),
];

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string>>;
}

/** A parameter segment; `:name?` may be left out (React Router's optional segment). */
const PARAM = /^:[\w-]+\??$/;

/** React Router's ranking: a static segment beats a parameter, which beats a splat; ties go to the earlier row. */
function rank(pattern: string): number {
  const segments = pattern.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters of `pathname` under `pattern`, or null when it does not match (case-insensitive, as React Router). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index]!;
    if (segment === '*') {
      params['*'] = given.slice(index).map(decode).join('/');
      return params;
    }
    const value = given[index];
    if (value === undefined) {
      if (segment.endsWith('?')) continue;
      return null;
    }
    if (PARAM.test(segment)) params[segment.slice(1).replace(/\?$/, '')] = decode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return given.length <= wanted.length ? params : null;
}

const RANKED = ROUTE_TABLE.map((entry, order) => ({ entry, score: rank(entry.path), order })).sort(
  (a, b) => b.score - a.score || a.order - b.order,
);

/** The row that renders a path, and its parameters. */
export function matchRoute(pathname: string): RouteMatch {
  for (const { entry } of RANKED) {
    const params = matchPattern(entry.path, pathname);
    if (params) return { entry, params };
  }
  return { entry: ROUTE_TABLE[ROUTE_TABLE.length - 1]!, params: {} };
}

export function findRoute(pathname: string): RouteEntry {
  return matchRoute(pathname).entry;
}

const holds = (flag: true | ParamValues | undefined, params: RouteMatch['params']) =>
  flag === true || (flag !== undefined && Object.entries(flag).every(([name, value]) => params[name] === value));

/** SPEC section 4: blog and recipe paths are never forced to login. */
export function isNeverForcedToLogin(pathname: string): boolean {
  const { entry, params } = matchRoute(pathname);
  return holds(entry.neverForcedToLogin, params);
}

/** A page of the paid product: a member without an active or trial subscription sees the plan picker instead. */
export function isSubscribersOnly(pathname: string): boolean {
  return findRoute(pathname).subscribersOnly === true;
}

/** Article pages: /article and /show/{successType}/article/{articleId}/{slug}. */
export function isArticlePath(pathname: string): boolean {
  return findRoute(pathname).articlePage === true;
}

/** The top bar's title of a matched row. */
export function routeTitle({ entry, params }: RouteMatch): string | undefined {
  const named = entry.titleFrom ? params[entry.titleFrom.param] : undefined;
  return (named !== undefined && Object.hasOwn(entry.titleFrom!.titles, named) ? entry.titleFrom!.titles[named] : undefined) ?? entry.title;
}
