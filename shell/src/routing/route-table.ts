import type { ExposeOf, RemoteName } from '@app/shared/contract';

/** SPEC "Page visibility values". */
export type Access = 'nonLoggedIn' | 'loggedIn' | 'both';
/** main: top bar and drawer; none: the page alone; second: the slim layout of logout and not-found. */
export type Layout = 'main' | 'none' | 'second';

type RemoteTarget = { [R in RemoteName]: { remote: R; expose: ExposeOf<R> } }[RemoteName];
export type ShellPage = 'NotFoundPage' | 'ErrorPage' | 'LogoutPage';
export type RouteTarget = RemoteTarget | { shell: ShellPage };

export interface RouteEntry {
  path: string;
  access: Access;
  layout: Layout;
  /** Text of the top bar's page title; undefined shows the logo only. */
  title?: string;
  /** The marketing home uses its own header variant. */
  homeHeader?: boolean;
  /** Visitors see START FREE TRIAL and LOG IN where this is on. */
  trialButton: boolean;
  favorite: boolean;
  complete: boolean;
  target: RouteTarget;
}

const remote = <R extends RemoteName>(name: R, expose: ExposeOf<R>): RouteTarget =>
  ({ remote: name, expose }) as RouteTarget;

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

const bare = (path: string, access: Access, target: RouteTarget): RouteEntry => ({
  path,
  access,
  layout: 'none',
  trialButton: false,
  favorite: false,
  complete: false,
  target,
});

const listing = remote('content', './ListingPage');

/** SPEC section 2, every row, in its order. The wildcard stays last. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  member('/', remote('marketing', './HomePage'), { access: 'nonLoggedIn', homeHeader: true, trialButton: true }),
  bare('/signUp', 'nonLoggedIn', remote('auth', './SignUpPage')),
  bare('/login', 'nonLoggedIn', remote('auth', './LoginPage')),
  bare('/otpVerification', 'nonLoggedIn', remote('auth', './OtpVerificationPage')),
  bare('/forgotPassword', 'nonLoggedIn', remote('auth', './ForgotPasswordPage')),
  bare('/passwordReset', 'nonLoggedIn', remote('auth', './PasswordResetPage')),
  bare('/userPreferences', 'loggedIn', remote('auth', './UserPreferencesPage')),
  // Access not shown in SPEC: the page confirms a purchase, so it belongs to a member.
  member('/subscriptionComplete', remote('commerce', './SubscriptionCompletePage')),
  member('/home', remote('planner', './MemberHomePage'), { title: 'Home' }),
  member('/planner', remote('planner', './PlannerPage'), { title: 'Planner' }),
  member('/planner/:weeksFromCurrentWeek/:dayIndex', remote('planner', './PlannerPage'), { title: 'Planner' }),
  member('/programs', remote('planner', './ProgramsPage'), { title: 'Programs' }),
  member('/programs/library', remote('planner', './ProgramsPage'), { title: 'Programs' }),
  member('/programs/:id', remote('planner', './ProgramDetailPage'), { title: 'Programs' }),
  member('/programs/:id/workouts', remote('planner', './ProgramWorkoutsPage'), { title: 'Programs' }),
  member('/shopping-list', remote('commerce', './ShoppingListPage'), { title: 'Shopping list' }),
  member('/shopping-list/:shoppingListId/:recipeId/:activityId', remote('commerce', './ShoppingListDetailPage'), {
    title: 'Shopping list',
  }),
  member('/listing', listing, { trialButton: true }),
  member('/listing/:listingType', listing, { trialButton: true }),
  member('/workouts', listing, { title: 'At Home', trialButton: true }),
  member('/gym', listing, { title: 'In Gym', trialButton: true }),
  member('/meals', listing, { title: 'Meals', trialButton: true }),
  member('/snacks', listing, { title: 'Snacks', trialButton: true }),
  member('/tips', listing, { title: 'Tips', trialButton: true }),
  member('/meditation', listing, { title: 'Meditations', trialButton: true }),
  member('/pregnancy', listing, { title: 'Pregnancy & Postpartum', trialButton: true }),
  // Blog paths are never forced to login (SPEC section 4).
  member('/blogs', listing, { title: 'Blog', access: 'both', trialButton: true }),
  member('/recipe/:recipeType/:recipeId/:recipeTitle', remote('content', './RecipePage'), {
    favorite: true,
    complete: true,
  }),
  member('/show/:successType/:successId/:successTitle', remote('content', './SuccessDetailPage'), {
    access: 'both',
    trialButton: true,
    favorite: true,
    complete: true,
  }),
  member('/show/:successType/article/:articleId/:slug', remote('content', './ArticlePage'), {
    access: 'both',
    trialButton: true,
  }),
  member('/workout/overview/:setTypeLookupId/:contentId/:contentTitle', remote('planner', './WorkoutOverviewPage'), {
    favorite: true,
  }),
  member('/workout/show/0/:contentId/:contentTitle', remote('planner', './WorkoutPlayerPage')),
  member('/workout/show/1/:contentId/:contentTitle', remote('planner', './WorkoutPlayerPage')),
  member('/settings', remote('auth', './SettingsPage'), { title: 'Settings' }),
  member('/settings/:settingName', remote('auth', './SettingsPage'), { title: 'Settings' }),
  member('/profile', remote('auth', './ProfilePage'), { title: 'Profile' }),
  // Access not shown in SPEC: both manage a member's own subscription.
  member('/account', remote('commerce', './SubscriptionPage'), { title: 'Account' }),
  member('/subscription', remote('commerce', './SubscriptionPage'), { title: 'Subscription' }),
  member('/help', remote('content', './HelpPage'), { title: 'Help', access: 'both', trialButton: false }),
  member('/about', remote('content', './AboutPage'), { title: 'About', access: 'both', trialButton: false }),
  member('/logout', { shell: 'LogoutPage' }, { layout: 'second' }),
  member('/error', { shell: 'ErrorPage' }, { access: 'both' }),
  member('*', { shell: 'NotFoundPage' }, { access: 'both', layout: 'second' }),
];
