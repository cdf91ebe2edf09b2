import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT } from '../contract/remotes.ts';
import { PAGE_TITLES } from './paths.ts';
import { findRoute, isSubscribersOnly, matchRoute, ROUTE_TABLE, routeTitle, type Access, type Layout } from './route-table.ts';

// SPEC section 2, row by row: a path that the row serves, its access level and its layout.
const SPEC_ROWS: [path: string, access: Access, layout: Layout, title?: string][] = [
  ['/', 'nonLoggedIn', 'main'],
  ['/signUp', 'nonLoggedIn', 'none'],
  ['/login', 'nonLoggedIn', 'none'],
  ['/otpVerification', 'nonLoggedIn', 'none'],
  ['/forgotPassword', 'nonLoggedIn', 'none'],
  ['/passwordReset', 'nonLoggedIn', 'none'],
  ['/userPreferences', 'loggedIn', 'none'],
  ['/subscriptionComplete', 'loggedIn', 'main'],
  ['/home', 'loggedIn', 'main', 'Home'],
  ['/planner/0/3', 'loggedIn', 'main'],
  ['/programs', 'loggedIn', 'main', 'Programs'],
  ['/programs/library', 'loggedIn', 'main', 'Programs'],
  ['/programs/12', 'loggedIn', 'main'],
  ['/programs/12/workouts', 'loggedIn', 'main'],
  ['/shopping-list', 'loggedIn', 'main', 'Shopping list'],
  ['/shopping-list/4/88/9', 'loggedIn', 'main'],
  ['/listing', 'loggedIn', 'main', 'Browse'],
  ['/listing/meals', 'loggedIn', 'main'],
  ['/gym', 'loggedIn', 'main'],
  ['/meals', 'loggedIn', 'main'],
  ['/snacks', 'loggedIn', 'main'],
  ['/tips', 'loggedIn', 'main'],
  ['/meditation', 'loggedIn', 'main'],
  ['/pregnancy', 'loggedIn', 'main'],
  ['/blogs', 'both', 'main'],
  ['/workouts', 'loggedIn', 'main'],
  ['/recipe/meals/31/green-curry', 'loggedIn', 'main'],
  ['/show/tips/7/sleep-well', 'both', 'main'],
  ['/show/blogs/article/12/why-rest-days-matter', 'both', 'main'],
  ['/workout/overview/0/55/full-body-burn', 'loggedIn', 'main'],
  ['/workout/show/0/55/full-body-burn', 'loggedIn', 'main'],
  ['/workout/show/1/55/full-body-burn', 'loggedIn', 'main'],
  ['/settings', 'loggedIn', 'main', 'Settings'],
  ['/settings/password', 'loggedIn', 'main', 'Settings'],
  ['/profile', 'loggedIn', 'main', 'Profile'],
  ['/account', 'loggedIn', 'main', 'Subscription'],
  ['/subscription', 'loggedIn', 'main', 'Subscription'],
  ['/help', 'both', 'main', 'Help'],
  ['/about', 'both', 'main', 'About'],
  ['/logout', 'loggedIn', 'second'],
  ['/error', 'both', 'main'],
  ['/no/such/page', 'both', 'second'],
];

describe('route table', () => {
  it.each(SPEC_ROWS)('%s is %s with the %s layout', (path, access, layout, title) => {
    const route = findRoute(path);
    expect(route.access).toBe(access);
    expect(route.layout).toBe(layout);
    if (title) expect(route.title).toBe(title);
  });

  it('sends unknown paths to the not-found page and /error to the error page', () => {
    expect(findRoute('/no/such/page').target).toEqual({ shell: 'NotFoundPage' });
    expect(findRoute('/error').target).toEqual({ shell: 'ErrorPage' });
  });

  it('ranks static segments before parameters', () => {
    expect(findRoute('/programs/library').path).toBe('/programs/library');
    expect(findRoute('/programs/9').path).toBe('/programs/:id');
  });

  it('has no trial button on help and about, and shows it on listings and success pages', () => {
    expect(findRoute('/help').trialButton).toBe(false);
    expect(findRoute('/about').trialButton).toBe(false);
    expect(findRoute('/listing/tips').trialButton).toBe(true);
    expect(findRoute('/show/tips/7/sleep-well').trialButton).toBe(true);
  });

  it('shows favorite and complete on recipes, favorite only on workout overviews, neither on the shopping list', () => {
    expect(findRoute('/recipe/meals/31/green-curry')).toMatchObject({ favorite: true, complete: true });
    expect(findRoute('/workout/overview/1/55/legs')).toMatchObject({ favorite: true, complete: false });
    expect(findRoute('/shopping-list')).toMatchObject({ favorite: false, complete: false });
    expect(findRoute('/shopping-list/4/88/9')).toMatchObject({ favorite: false, complete: false });
  });

  it('renders every remote row with a module the contract declares', () => {
    for (const route of ROUTE_TABLE) {
      if ('remote' in route.target) {
        const exposes: readonly string[] = REMOTE_CONTRACT[route.target.remote].exposes;
        expect(exposes).toContain(route.target.expose);
      }
    }
  });

  it('uses every exposed module of the contract somewhere', () => {
    const used = new Set(ROUTE_TABLE.flatMap((r) => ('remote' in r.target ? [`${r.target.remote}${r.target.expose}`] : [])));
    for (const [remote, { exposes }] of Object.entries(REMOTE_CONTRACT)) {
      for (const expose of exposes) expect(used).toContain(`${remote}${expose}`);
    }
  });

  it.each([
    ['/listing', 'Browse'],
    ['/listing/home', 'At Home'],
    ['/listing/gym', 'In Gym'],
    ['/listing/meals', 'Meals'],
    ['/listing/meditation', 'Meditations'],
    ['/listing/pregnancy', 'Pregnancy & Postpartum'],
    ['/listing/blogs', 'Blog'],
    ['/listing/help', 'Help'],
    ['/listing/no-such-type', 'Browse'],
    ['/workouts', 'At Home'],
    ['/meditation', 'Meditations'],
    ['/account', 'Subscription'],
    ['/recipe/meals/31/green-curry', undefined],
  ])('shows %s with the top-bar title %s', (path, title) => {
    expect(routeTitle(matchRoute(path))).toBe(title);
  });

  it('keeps logged-in-only rows that are never forced to login explicit (recipes, the blog listing)', () => {
    const exceptions = ROUTE_TABLE.filter((route) => route.access === 'loggedIn' && route.neverForcedToLogin).map((route) => route.path);
    expect(exceptions).toEqual(['/listing/:listingType', '/recipe/:recipeType/:recipeId/:recipeTitle']);
  });

  it('keeps the paid product for subscribers and leaves the trial-call, never-forced and account pages open', () => {
    const paid = ROUTE_TABLE.filter((route) => route.subscribersOnly).map((route) => route.path);
    expect(paid).toEqual([
      '/home',
      '/planner/:weeksFromCurrentWeek?/:dayIndex?',
      '/programs',
      '/programs/library',
      '/programs/:id',
      '/programs/:id/workouts',
      '/shopping-list',
      '/shopping-list/:shoppingListId/:recipeId/:activityId',
      '/workout/overview/:setTypeLookupId/:contentId/:contentTitle',
      '/workout/show/0/:contentId/:contentTitle',
      '/workout/show/1/:contentId/:contentTitle',
    ]);
    for (const route of ROUTE_TABLE.filter((row) => row.subscribersOnly)) {
      expect(route.access, route.path).toBe('loggedIn');
      expect(route.trialButton || route.neverForcedToLogin !== undefined, route.path).toBe(false);
    }
    expect(isSubscribersOnly('/planner/0/3')).toBe(true);
    expect(isSubscribersOnly('/subscription')).toBe(false);
  });

  it('keeps her workout history and logbook open to a member whatever her subscription (issue 28)', () => {
    const history = findRoute('/history');
    expect(history).toMatchObject({
      access: 'loggedIn',
      layout: 'main',
      title: 'Workout history',
      target: { remote: 'planner', expose: './WorkoutHistoryPage' },
    });
    expect(isSubscribersOnly('/history')).toBe(false);
  });

  it('keeps her progress (records and charts from her logbook) open to a member whatever her subscription (issue 43)', () => {
    expect(findRoute('/progress')).toMatchObject({
      access: 'loggedIn',
      layout: 'main',
      title: 'Progress',
      target: { remote: 'planner', expose: './ProgressPage' },
    });
    expect(isSubscribersOnly('/progress')).toBe(false);
  });

  it.each([
    ['/settings', PAGE_TITLES.settings],
    ['/subscription', PAGE_TITLES.subscription],
    ['/history', PAGE_TITLES.workoutHistory],
    ['/progress', PAGE_TITLES.progress],
  ])('%s is titled %s, as Settings and the help articles name it', (path, title) => {
    expect(findRoute(path).title).toBe(title);
  });

  it('gives page metadata to the rows SPEC names, once each', () => {
    const withMetadata = ROUTE_TABLE.filter((route) => route.metadata).map((route) => [route.path, route.metadata]);
    expect(withMetadata).toEqual([
      ['/', 'home'],
      ['/signUp', 'signUp'],
      ['/login', 'login'],
      ['/forgotPassword', 'forgotPassword'],
      ['/blogs', 'blogs'],
      ['/help', 'help'],
      ['/about', 'about'],
    ]);
  });

  it('matches as React Router does: case-insensitive, a trailing slash, decoded parameters', () => {
    expect(findRoute('/LOGIN').path).toBe('/login');
    expect(findRoute('/login/').path).toBe('/login');
    expect(matchRoute('/recipe/meals/5/salt-%26-pepper').params).toMatchObject({ recipeTitle: 'salt-&-pepper' });
    expect(findRoute('/workout/show/2/9/x').path).toBe('*');
  });
});
