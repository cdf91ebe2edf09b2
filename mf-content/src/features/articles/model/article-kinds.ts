import { PATHS } from '@app/shared/routes';

interface KindCopy {
  /** The eyebrow above the title. */
  label: string;
  /** The listing of this kind, where "more like this" and an author's articles live. */
  listing: string | null;
}

/** The article kinds the content API answers (ArticleContent.kind), each with its successType. */
export const ARTICLE_KINDS: Readonly<Record<string, KindCopy>> = {
  blogs: { label: 'Expert blog', listing: PATHS.blogs },
  tips: { label: 'Tip', listing: PATHS.tips },
  meditation: { label: 'Meditation', listing: PATHS.meditation },
  pregnancy: { label: 'Pregnancy & postpartum', listing: PATHS.pregnancy },
  policy: { label: 'Policy', listing: null },
  help: { label: 'Help centre', listing: PATHS.help },
};

export const kindCopy = (kind: string): KindCopy => ARTICLE_KINDS[kind] ?? { label: 'Article', listing: null };

/** The query parameter of a listing that shows one author's articles (her internalName). */
export const AUTHOR_PARAM = 'author';

/** An author's articles: the listing of this kind (the blog when it has none) filtered by her. */
export function authorArticlesPath(kind: string, internalName: string): string {
  const listing = kindCopy(kind).listing;
  const base = listing && listing !== PATHS.help ? listing : PATHS.blogs;
  return `${base}?${new URLSearchParams({ [AUTHOR_PARAM]: internalName }).toString()}`;
}

/** Initials for an author without a picture: "Amara Okafor" -> "AO". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}
