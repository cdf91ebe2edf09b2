/**
 * SPEC section 2: page title and description metadata for home, sign up, login, forgot
 * password, about, help, blogs, billing, privacy and terms. The shell applies it on every route
 * change; the server writes it into the HTML it sends, so crawlers read it without scripts.
 */
import { findRoute } from '@app/shared/routes';
import type { PageKey } from './page-keys.ts';

export type { PageKey };

export interface PageMetadata {
  title: string;
  description: string;
}

export const PAGE_METADATA: Record<PageKey, PageMetadata> = {
  home: {
    title: 'Kindred: workouts, meals and programs for women',
    description:
      'At-home and in-gym workouts, multi-week programs, recipes and a weekly planner made for women. Start your 14-day free trial.',
  },
  signUp: {
    title: 'Sign up | Kindred',
    description: 'Create your Kindred account and start your 14-day free trial. Cancel anytime.',
  },
  login: {
    title: 'Log in | Kindred',
    description: 'Log in to Kindred for your planner, programs, workouts and recipes.',
  },
  forgotPassword: {
    title: 'Forgot password | Kindred',
    description: 'Forgot your Kindred password? Enter your email and we will send you a link to set a new one.',
  },
  about: {
    title: 'About us | Kindred',
    description: 'Who we are: the trainers, dietitians and midwives behind Kindred, and why we built it for women.',
  },
  help: {
    title: 'Help centre | Kindred',
    description: 'Answers about your account, subscription, workouts, meal plans and the planner.',
  },
  blogs: {
    title: 'Expert blog | Kindred',
    description: 'Advice on training, food, sleep, pregnancy and recovery from Kindred’s trainers, dietitians and midwives.',
  },
  billing: {
    title: 'Billing terms | Kindred',
    description: 'How Kindred subscriptions, free trials, renewals and refunds work.',
  },
  privacy: {
    title: 'Privacy policy | Kindred',
    description: 'What personal information Kindred collects, why, and how we keep it safe.',
  },
  terms: {
    title: 'Terms and conditions | Kindred',
    description: 'The terms of using Kindred’s website, app and subscription.',
  },
};

/** Policy pages are content pages opened with isPolicy=true; their slug says which one. */
function policyPage(pathname: string, search: string): PageKey | null {
  const isPolicy = new URLSearchParams(search).get('isPolicy') === 'true' || pathname.startsWith('/show/policy/');
  if (!isPolicy) return null;
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  if (slug.includes('privacy')) return 'privacy';
  if (slug.includes('billing')) return 'billing';
  if (slug.includes('terms')) return 'terms';
  return null;
}

/** Which metadata a location has (its route table row's, or a policy page's); null for pages without their own (they keep the home's). */
export function pageKeyFor(pathname: string, search = ''): PageKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return findRoute(path).metadata ?? policyPage(path, search);
}

export function pageMetadataFor(pathname: string, search = ''): PageMetadata {
  return PAGE_METADATA[pageKeyFor(pathname, search) ?? 'home'];
}

/** Sets document.title and <meta name="description">, creating the meta tag when missing. */
export function applyPageMetadata(doc: Document, metadata: PageMetadata): void {
  doc.title = metadata.title;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = metadata.description;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The same, on an HTML document as text: replaces its <title> and description meta. */
export function withPageMetadata(html: string, metadata: PageMetadata): string {
  const title = `<title>${escapeHtml(metadata.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(metadata.description)}">`;
  let next = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  next = /<meta name="description"[^>]*>/.test(next)
    ? next.replace(/<meta name="description"[^>]*>/, () => description)
    : next.replace('</head>', () => `${description}</head>`);
  return next;
}
