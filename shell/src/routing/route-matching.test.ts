import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTE_TABLE, type RouteEntry } from '@app/shared/routes';

// The router renders with React Router; routing rules, metadata and the menu read the table
// through shared's matcher. Both must pick the same row, with the same parameters.
const PATHS = [
  ...ROUTE_TABLE.map((route) =>
    route.path
      .replace(/:(\w+)\??/g, (_all, name: string) => `${name}-1`)
      .replace(/^\*$/, '/no/such/page')
      .replace('*', 'more/here'),
  ),
  '/',
  '/programs/library',
  '/planner',
  '/planner/0',
  '/planner/0/3',
  '/planner/0/3/more',
  '/programs/9',
  '/programs/9/workouts',
  '/listing/blogs',
  '/show/blogs/article/12/why',
  '/show/tips/7/sleep',
  '/show/tips/article/7/sleep',
  '/workout/show/0/5/x',
  '/workout/show/2/5/x',
  '/workout/overview/1/5/x',
  '/article',
  '/article/12/x',
  '/LOGIN',
  '/login/',
  '/help/more',
  '/recipe/meals/5/salt-%26-pepper',
  '/settings/password',
];

const routes = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));

describe('the route table matcher', () => {
  it.each(PATHS)('%s: the same row and parameters as React Router', (path) => {
    const matches = matchRoutes(routes, path);
    const deepest = matches?.[matches.length - 1];
    const { entry, params } = matchRoute(path);
    expect(entry).toBe((deepest?.route as { entry: RouteEntry }).entry);
    expect(params).toEqual({ ...deepest?.params });
  });
});
