import { PATHS, findRoute } from '@app/shared/routes';

export const COMMUNITY_URL = 'https://www.facebook.com/groups/kindredcommunity';

interface MenuLink {
  label: string;
  to: string;
  external?: boolean;
}

export interface MenuGroup {
  heading: string | null;
  links: MenuLink[];
}

/** A link to a route of the table, labelled with the route's title unless SPEC names it otherwise. */
function routeLink(to: string, label?: string): MenuLink {
  const title = label ?? findRoute(to).title;
  if (!title) throw new Error(`The side menu links to ${to}, which has no title in the route table.`);
  return { label: title, to };
}

/** SPEC section 2, "Side menu", in its groups and order. */
export const SIDE_MENU: readonly MenuGroup[] = [
  {
    heading: null,
    links: [
      routeLink(PATHS.memberHome),
      routeLink(PATHS.planner),
      routeLink(PATHS.programs),
      routeLink(PATHS.profile),
      routeLink(PATHS.shoppingList, 'Shopping List'),
    ],
  },
  {
    heading: 'Workouts',
    links: [routeLink(PATHS.workouts), routeLink(PATHS.gym)],
  },
  {
    heading: 'Food',
    links: [routeLink(PATHS.meals), routeLink(PATHS.snacks)],
  },
  {
    heading: 'Success',
    links: [routeLink(PATHS.tips), routeLink(PATHS.meditation), routeLink(PATHS.pregnancy)],
  },
  {
    heading: 'More',
    links: [
      routeLink(PATHS.blogs),
      { label: 'Community', to: COMMUNITY_URL, external: true },
      routeLink(PATHS.settings),
      routeLink(PATHS.help),
      routeLink(PATHS.about),
      routeLink(PATHS.logout, 'Log out'),
    ],
  },
];
