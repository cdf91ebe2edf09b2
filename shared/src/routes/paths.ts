/** Paths that more than one app links to. Route patterns themselves live in the shell's table. */
export const PATHS = {
  home: '/',
  memberHome: '/home',
  signUp: '/signUp',
  login: '/login',
  otpVerification: '/otpVerification',
  forgotPassword: '/forgotPassword',
  passwordReset: '/passwordReset',
  userPreferences: '/userPreferences',
  planner: '/planner',
  programs: '/programs',
  shoppingList: '/shopping-list',
  settings: '/settings',
  profile: '/profile',
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

/** dayIndex of the planner route: 0 = Sunday, 1-6 = Monday-Saturday (Date#getDay). */
export function plannerPath(weeksFromCurrentWeek: number, dayIndex: number): string {
  return `${PATHS.planner}/${weeksFromCurrentWeek}/${dayIndex}`;
}

export { POLICY_PARAM, withPolicyFlag } from './policy-link.ts';
