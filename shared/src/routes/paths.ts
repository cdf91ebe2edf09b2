import { withPolicyFlag } from './policy-link.ts';

/**
 * Paths that more than one place links to, and typed helpers that build the links of routes
 * with parameters. Route patterns, with every flag, live in the route table (route-table.ts).
 */
export const PATHS = {
  home: '/',
  memberHome: '/home',
  signUp: '/signUp',
  login: '/login',
  otpVerification: '/otpVerification',
  forgotPassword: '/forgotPassword',
  passwordReset: '/passwordReset',
  userPreferences: '/userPreferences',
  subscriptionComplete: '/subscriptionComplete',
  planner: '/planner',
  programs: '/programs',
  shoppingList: '/shopping-list',
  listing: '/listing',
  workouts: '/workouts',
  gym: '/gym',
  meals: '/meals',
  snacks: '/snacks',
  tips: '/tips',
  meditation: '/meditation',
  pregnancy: '/pregnancy',
  blogs: '/blogs',
  settings: '/settings',
  profile: '/profile',
  account: '/account',
  subscription: '/subscription',
  workoutHistory: '/history',
  progress: '/progress',
  help: '/help',
  about: '/about',
  logout: '/logout',
  error: '/error',
} as const;

/** SPEC: slug = urlPartial if present, else the lower-cased title with spaces replaced by hyphens. */
export function toSlug(title: string, urlPartial?: string | null): string {
  if (urlPartial) return urlPartial;
  return title.toLowerCase().replace(/ /g, '-');
}

/** A path segment: a slug or a title may hold characters a path cannot ("?", "/", "#"). */
const segment = (value: string | number) => encodeURIComponent(String(value));
const slugSegment = (title: string, urlPartial?: string | null) => segment(toSlug(title, urlPartial));

/** dayIndex of the planner route: 0 = Sunday, 1-6 = Monday-Saturday (Date#getDay). */
export function plannerPath(weeksFromCurrentWeek: number, dayIndex: number): string {
  return `${PATHS.planner}/${weeksFromCurrentWeek}/${dayIndex}`;
}

export function programPath(programId: number): string {
  return `${PATHS.programs}/${programId}`;
}

export function programWorkoutsPath(programId: number): string {
  return `${programPath(programId)}/workouts`;
}

export function listingPath(listingType: string): string {
  return `${PATHS.listing}/${segment(listingType)}`;
}

/** activityId: the planner's id of the meal, or recipe-{recipeId} for a recipe added from its page. */
export function shoppingListDetailPath(shoppingListId: number, recipeId: number, activityId: number | string): string {
  return `${PATHS.shoppingList}/${shoppingListId}/${recipeId}/${encodeURIComponent(String(activityId))}`;
}

export function settingsPath(settingName: string): string {
  return `${PATHS.settings}/${segment(settingName)}`;
}

/**
 * Titles of pages that other places name (Settings' list, a help article's steps): the route table
 * titles their rows with these, so the top bar, the links and the steps say the same.
 */
export const PAGE_TITLES = {
  settings: 'Settings',
  subscription: 'Subscription',
  workoutHistory: 'Workout history',
  progress: 'Progress',
} as const;

/** The pages under /settings/{settingName}, with the titles Settings lists them by (and help articles name them by). */
export const SETTING_PAGES = {
  preferences: 'Preferences',
  region: 'Region and units',
  password: 'Change password',
} as const;
export type SettingName = keyof typeof SETTING_PAGES;

export function recipePath(recipeType: string, recipeId: number, title: string, urlPartial?: string | null): string {
  return `/recipe/${segment(recipeType)}/${recipeId}/${slugSegment(title, urlPartial)}`;
}

/** Tips, meditation, pregnancy and blog detail pages. */
export function successPath(successType: string, successId: number, title: string, urlPartial?: string | null): string {
  return `/show/${segment(successType)}/${successId}/${slugSegment(title, urlPartial)}`;
}

/** SPEC section 2: an article opens at /show/{successType}/article/{articleId}/{slug}. */
export function articlePath(successType: string, articleId: number, title: string, urlPartial?: string | null): string {
  return `/show/${segment(successType)}/article/${articleId}/${slugSegment(title, urlPartial)}`;
}

/** SPEC section 4: in gym = 1, at home = 0 (the setTypeLookupId of workout paths). */
export const WORKOUT_SETS = { home: 0, gym: 1 } as const;
export type WorkoutSet = keyof typeof WORKOUT_SETS;

export function workoutOverviewPath(set: WorkoutSet, contentId: number, title: string, urlPartial?: string | null): string {
  return `/workout/overview/${WORKOUT_SETS[set]}/${contentId}/${slugSegment(title, urlPartial)}`;
}

export function workoutPlayerPath(set: WorkoutSet, contentId: number, title: string, urlPartial?: string | null): string {
  return `/workout/show/${WORKOUT_SETS[set]}/${contentId}/${slugSegment(title, urlPartial)}`;
}

export { POLICY_PARAM, withPolicyFlag } from './policy-link.ts';

/**
 * The three policy pages (footer, sign-up, checkout): catalog articles of type policy whose
 * content ids the API's seed gives them (api/src/catalog/articles/policies.ts, from 9001).
 */
export const POLICY_PAGES = {
  privacyPolicy: { contentId: 9001, title: 'Privacy policy' },
  termsConditions: { contentId: 9002, title: 'Terms and conditions' },
  billingTerms: { contentId: 9003, title: 'Billing terms' },
} as const;
export type PolicyKey = keyof typeof POLICY_PAGES;
export const POLICY_SUCCESS_TYPE = 'policy';

/** A policy page's link: its success page, with SPEC's isPolicy=true. */
export function policyPath(policy: PolicyKey): string {
  const { contentId, title } = POLICY_PAGES[policy];
  return withPolicyFlag(successPath(POLICY_SUCCESS_TYPE, contentId, title));
}
