import { describe, expect, it } from 'vitest';
import { findRoute } from '@app/shared/routes';
import { COMMUNITY_URL, SIDE_MENU } from './side-menu-items.ts';

describe('side menu (SPEC section 2)', () => {
  it('has the groups, labels and order of SPEC', () => {
    expect(SIDE_MENU.map((group) => [group.heading, group.links.map((link) => link.label)])).toEqual([
      [null, ['Home', 'Planner', 'Programs', 'Profile', 'Shopping List']],
      ['Workouts', ['At Home', 'In Gym']],
      ['Food', ['Meals', 'Snacks']],
      ['Success', ['Tips', 'Meditations', 'Pregnancy & Postpartum']],
      ['More', ['Blog', 'Community', 'Settings', 'Help', 'About', 'Log out']],
    ]);
  });

  it('links every item but Community to a route of the table a member may open', () => {
    for (const link of SIDE_MENU.flatMap((group) => group.links)) {
      if (link.external) {
        expect(link.to).toBe(COMMUNITY_URL);
        continue;
      }
      const route = findRoute(link.to);
      expect(route.path, link.label).not.toBe('*');
      expect(route.access, link.label).not.toBe('nonLoggedIn');
    }
  });
});
