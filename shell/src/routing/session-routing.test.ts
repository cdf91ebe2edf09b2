import { describe, expect, it } from 'vitest';
import type { Access } from './route-table.ts';
import { decideRoute, type RoutingDecision } from './session-routing.ts';

const visitor = { isAuthenticated: false };
const member = { isAuthenticated: true };

const cases: [name: string, pathname: string, access: Access, session: typeof member, expected: RoutingDecision][] = [
  ['visitor on a protected path goes to login, remembering it', '/programs/3', 'loggedIn', visitor, { kind: 'redirect', to: '/login', rememberOrigin: '/programs/3' }],
  ['visitor on a public path stays', '/about', 'both', visitor, { kind: 'stay' }],
  ['visitor on a visitors-only path stays', '/login', 'nonLoggedIn', visitor, { kind: 'stay' }],
  ['visitor on a recipe is never forced to login', '/recipe/meals/3/soup', 'loggedIn', visitor, { kind: 'stay' }],
  ['visitor on blogs is never forced to login', '/blogs', 'both', visitor, { kind: 'stay' }],
  ['member on a visitors-only path goes home', '/login', 'nonLoggedIn', member, { kind: 'redirect', to: '/home' }],
  ['member on a protected path stays', '/planner/0/1', 'loggedIn', member, { kind: 'stay' }],
  ['member on a public path stays', '/help', 'both', member, { kind: 'stay' }],
];

describe('decideRoute', () => {
  it.each(cases)('%s', (_name, pathname, access, session, expected) => {
    expect(decideRoute({ pathname, search: '', access, session })).toEqual(expected);
  });

  it('remembers the query string with the origin', () => {
    expect(decideRoute({ pathname: '/listing/meals', search: '?q=soup', access: 'loggedIn', session: visitor })).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: '/listing/meals?q=soup',
    });
  });
});
