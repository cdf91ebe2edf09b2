import { PATHS } from '@app/shared/routes';

interface KindCopy {
  /** The eyebrow above the title. */
  label: string;
  /** The listing of this kind, where "more like this" and an author's articles live. */
  listing: string | null;
}

/** The article kinds the content API answers (ArticleContent.kind), each with its successType. */
const ARTICLE_KINDS: Readonly<Record<string, KindCopy>> = {
  blogs: { label: 'Expert blog', listing: PATHS.blogs },
  tips: { label: 'Tip', listing: PATHS.tips },
  meditation: { label: 'Meditation', listing: PATHS.meditation },
  pregnancy: { label: 'Pregnancy & postpartum', listing: PATHS.pregnancy },
  policy: { label: 'Policy', listing: null },
  help: { label: 'Help centre', listing: PATHS.help },
};

export const kindCopy = (kind: string): KindCopy => ARTICLE_KINDS[kind] ?? { label: 'Article', listing: null };

/** The query parameter of a listing that shows one author's articles (her internalName). */
const AUTHOR_PARAM = 'author';

/** An author's articles: the listing of this kind (the blog when it has none) filtered by her. */
export function authorArticlesPath(kind: string, internalName: string): string {
  const listing = kindCopy(kind).listing;
  const base = listing && listing !== PATHS.help ? listing : PATHS.blogs;
  return `${base}?${new URLSearchParams({ [AUTHOR_PARAM]: internalName }).toString()}`;
}

const HONORIFICS = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss']);

/** A person's name without a leading honorific: "Dr Amara Okafor" -> ["Amara", "Okafor"]. */
function nameWords(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 && HONORIFICS.has(words[0]!.toLowerCase().replace(/\.$/, '')) ? words.slice(1) : words;
}

/** How a card greets an author: her first name ("Dr Amara Okafor" -> "Amara"). */
export function firstName(name: string): string {
  return nameWords(name)[0] ?? name;
}

/** Initials for an author without a picture: "Dr Amara Okafor" -> "AO". */
export function initials(name: string): string {
  const words = nameWords(name);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}
