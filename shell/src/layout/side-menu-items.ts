import { PATHS } from '@app/shared/routes';

export const COMMUNITY_URL = 'https://www.facebook.com/groups/kindredcommunity';

export interface MenuLink {
  label: string;
  to: string;
  external?: boolean;
}

export interface MenuGroup {
  heading: string | null;
  links: MenuLink[];
}

/** SPEC section 2, "Side menu", in its groups and order. */
export const SIDE_MENU: readonly MenuGroup[] = [
  {
    heading: null,
    links: [
      { label: 'Home', to: PATHS.memberHome },
      { label: 'Planner', to: PATHS.planner },
      { label: 'Programs', to: PATHS.programs },
      { label: 'Profile', to: PATHS.profile },
      { label: 'Shopping List', to: PATHS.shoppingList },
    ],
  },
  {
    heading: 'Workouts',
    links: [
      { label: 'At Home', to: '/workouts' },
      { label: 'In Gym', to: '/gym' },
    ],
  },
  {
    heading: 'Food',
    links: [
      { label: 'Meals', to: '/meals' },
      { label: 'Snacks', to: '/snacks' },
    ],
  },
  {
    heading: 'Success',
    links: [
      { label: 'Tips', to: '/tips' },
      { label: 'Meditations', to: '/meditation' },
      { label: 'Pregnancy & Postpartum', to: '/pregnancy' },
    ],
  },
  {
    heading: 'More',
    links: [
      { label: 'Blog', to: '/blogs' },
      { label: 'Community', to: COMMUNITY_URL, external: true },
      { label: 'Settings', to: PATHS.settings },
      { label: 'Help', to: PATHS.help },
      { label: 'About', to: PATHS.about },
      { label: 'Log out', to: PATHS.logout },
    ],
  },
];
