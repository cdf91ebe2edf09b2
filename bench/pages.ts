// The pages the bench opens (first-load sizes, Lighthouse), each with the level-1 heading that
// says it rendered. Member pages are opened signed in as a real member, made through the running
// server's API the way the e2e suite makes one (e2e/support/session.ts).
import { request, type APIRequestContext } from '@playwright/test';
import { LISTING_TITLES } from '@app/shared/routes';
import { createMember, type Member } from '../e2e/support/session.ts';

export interface BenchPage {
  path: string;
  heading: RegExp;
  signedIn: boolean;
  /** The h1 comes in the server's HTML (the prerendered home page, a page the server draws for a visitor), not with the remote's render. */
  headingInHtml?: boolean;
}

export const BENCH_PAGES = {
  home: { path: '/', heading: /.+/, signedIn: false, headingInHtml: true },
  about: { path: '/about', heading: /About/, signedIn: false },
  signUp: { path: '/signUp', heading: /Create your account/, signedIn: false },
  listing: { path: '/blogs', heading: new RegExp(`^${LISTING_TITLES.blogs}$`), signedIn: false, headingInHtml: true },
  /** A seeded recipe (id 30001), as a visitor reads it. */
  recipe: {
    path: '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats',
    heading: /Raspberry & Hazelnut Overnight Oats/,
    signedIn: false,
    headingInHtml: true,
  },
  planner: { path: '/planner', heading: /Planner/, signedIn: true },
  memberHome: { path: '/home', heading: /Welcome back/, signedIn: true },
} as const satisfies Record<string, BenchPage>;

export interface BenchMember extends Member {
  /** The cookies her sign-in set (her page session): a browser given them is her own browser. */
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
}

/** A new member (profile completed, in her free trial). Access tokens last 15 minutes: make one per page. */
export async function createBenchMember(baseUrl: string): Promise<BenchMember> {
  const context = await request.newContext({ baseURL: baseUrl });
  try {
    const member = await createMember(context);
    return { ...member, cookies: (await context.storageState()).cookies };
  } finally {
    await context.dispose();
  }
}

/** How a page is named in the tables: signed-in pages say so. */
export const pageLabel = (page: BenchPage): string => (page.signedIn ? `${page.path} (member)` : page.path);
