import { FREE_TRIAL_DAYS } from '@app/shared/plans/plan-display';
import { contentFolder, type HelpSectionKey } from '../content/content-files.ts';
import {
  HELP_SOURCE_LOCALE,
  type HelpArticle as ServedArticle,
  type HelpCategory as ServedCategory,
  type HelpSection as ServedSection,
} from '@app/shared/api-contract/help-center';

/** A category or section as a Zendesk export holds it (the API adds url, html_url and the rest when it serves it). */
type HelpCategory = Pick<ServedCategory, 'id' | 'name' | 'description' | 'position' | 'locale' | 'created_at' | 'updated_at'>;
type HelpSection = HelpCategory & Pick<ServedSection, 'category_id'>;
type HelpArticle = Pick<
  ServedArticle,
  'id' | 'section_id' | 'title' | 'body' | 'label_names' | 'position' | 'locale' | 'draft' | 'promoted' | 'created_at' | 'updated_at'
>;

/**
 * The help centre in the shape of the Zendesk Help Center API (categories, sections, articles),
 * so the /help page is one client for either a real Zendesk or the API's own help centre.
 * Each help article (content/help/*.md) is also a catalog article of type 'help' with the same id
 * as contentId; its front matter names its section, and its place in the section follows contentId.
 */
export interface HelpCentre {
  categories: HelpCategory[];
  sections: HelpSection[];
  articles: HelpArticle[];
}

const HELP_CREATED_ON = '2026-10-01';

const CATEGORIES = [
  {
    key: 'subscription',
    id: 9201,
    name: 'Subscription and billing',
    description: 'Your free trial, plans and prices, payments, cancelling and store subscriptions.',
  },
  {
    key: 'using',
    id: 9202,
    name: 'Using Kindred',
    description: 'The planner and swaps, the shopping list, workouts, programs, the logbook and recipes.',
  },
  {
    key: 'account',
    id: 9203,
    name: 'Account and safety',
    description: 'Signing in, passwords, your region and settings, your data and pregnancy safety.',
  },
] as const;

type CategoryKey = (typeof CATEGORIES)[number]['key'];

const SECTIONS: readonly { key: HelpSectionKey; id: number; category: CategoryKey; name: string; description: string }[] = [
  {
    key: 'trial',
    id: 9211,
    category: 'subscription',
    name: 'Free trial',
    description: `How the ${FREE_TRIAL_DAYS}-day free trial works and what happens when it ends.`,
  },
  {
    key: 'plans',
    id: 9212,
    category: 'subscription',
    name: 'Plans and payments',
    description: 'Prices, changing your card and failed payments.',
  },
  {
    key: 'cancelling',
    id: 9213,
    category: 'subscription',
    name: 'Cancelling',
    description: 'Cancelling your subscription and undoing a cancellation.',
  },
  {
    key: 'stores',
    id: 9214,
    category: 'subscription',
    name: 'Apple and Google',
    description: 'Subscriptions bought through the App Store or Google Play.',
  },
  {
    key: 'planner',
    id: 9221,
    category: 'using',
    name: 'Planner',
    description: 'Your week, swapping workouts and meals, and marking them complete.',
  },
  {
    key: 'shopping',
    id: 9222,
    category: 'using',
    name: 'Shopping list',
    description: 'Adding recipes and weeks, merged items, ticking, clearing and shopping offline.',
  },
  {
    key: 'workouts',
    id: 9223,
    category: 'using',
    name: 'Workouts and programs',
    description: 'The workout player, the logbook and programs.',
  },
  {
    key: 'recipes',
    id: 9224,
    category: 'using',
    name: 'Recipes and favourites',
    description: 'Servings, units, nutrition and saving favourites.',
  },
  { key: 'signing-in', id: 9231, category: 'account', name: 'Signing in', description: 'Passwords, resetting them and email codes.' },
  { key: 'settings', id: 9232, category: 'account', name: 'Settings', description: 'Your region and what it changes.' },
  { key: 'privacy', id: 9233, category: 'account', name: 'Your data', description: 'Deleting your account and what happens to your data.' },
  {
    key: 'pregnancy',
    id: 9234,
    category: 'account',
    name: 'Pregnancy safety',
    description: 'How our pregnancy and postpartum content is made safe.',
  },
];

const at = (isoDate: string) => `${isoDate}T09:00:00Z`;

export function buildHelpCentre(dir?: string): HelpCentre {
  const created = at(HELP_CREATED_ON);
  const categories: HelpCategory[] = CATEGORIES.map((category, position) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    position,
    locale: HELP_SOURCE_LOCALE,
    created_at: created,
    updated_at: created,
  }));
  const sections: HelpSection[] = SECTIONS.map((section) => ({
    id: section.id,
    category_id: CATEGORIES.find((category) => category.key === section.category)!.id,
    name: section.name,
    description: section.description,
    position: SECTIONS.filter((other) => other.category === section.category).indexOf(section),
    locale: HELP_SOURCE_LOCALE,
    created_at: created,
    updated_at: created,
  }));
  const folder = contentFolder(dir);
  const placements = new Map(folder.help.map((placement) => [placement.contentId, placement]));
  const articles: HelpArticle[] = folder.articles.help.map((article) => {
    const placement = placements.get(article.contentId)!;
    const section = SECTIONS.find((candidate) => candidate.key === placement.section)!;
    return {
      id: article.contentId,
      section_id: section.id,
      title: article.title,
      body: article.bodyHtml,
      label_names: placement.labels,
      position: folder.help.filter((other) => other.section === placement.section).indexOf(placement),
      locale: HELP_SOURCE_LOCALE,
      draft: false,
      promoted: placement.section === 'trial' || placement.section === 'cancelling',
      created_at: created,
      updated_at: at(article.publishedOn),
    };
  });
  return { categories, sections, articles };
}
