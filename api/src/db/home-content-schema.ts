import type { ColumnType, Kysely } from 'kysely';
import type { ImageListEntry, RegionalCopy } from '@app/shared/api-contract/home-screen';
import type { Database } from './schema.ts';

/** Tables of migration 0002 (the home page's content); camelCase here, snake_case in SQL. */
export type HomeSectionKey = 'hero' | 'programs' | 'plans' | 'articles' | 'authors';

export interface HomeSectionData extends RegionalCopy {
  title: string;
  description: string;
  belowDescription?: string;
  imageList?: ImageListEntry[];
}

type Json<T> = ColumnType<T, string, string>;

export interface HomeSectionTable {
  key: HomeSectionKey;
  data: Json<HomeSectionData>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface ProgramTable {
  id: number;
  slug: string;
  title: string;
  titleUk: string | null;
  titleUs: string | null;
  /** The narrow card's line. */
  summary: string;
  /** The wide card's text. */
  description: string;
  descriptionUk: string | null;
  descriptionUs: string | null;
  weeks: number;
  fitnessGoal: string;
  newRelease: boolean;
  /** landscape (4:3), portrait (3:4) and logo (4:1) image URLs. */
  images: Json<{ landscape: string; portrait: string; logo: string }>;
  sortOrder: number;
}

export interface AuthorTable {
  id: number;
  internalName: string;
  authorName: string;
  shortName: string;
  authorTitle: string;
  authorDescription: string;
  tags: string[];
  url: string;
  images: Json<{ authorImage1x: string; authorImage2x: string; authorImage3x: string; authorImageHomePage: string }>;
  sortOrder: number;
}

export interface ArticleTable {
  id: number;
  successType: string;
  title: string;
  titleUk: string | null;
  titleUs: string | null;
  urlPartial: string | null;
  summary: string;
  /** Paragraphs. */
  body: Json<string[]>;
  authorId: number;
  tags: string[];
  uploadedImageId: number;
  /**
   * Its image variants as { imageId: key, imageUrl } (a list, since the database layer would
   * rename keys such as landscape1x_4x3 inside a JSON object).
   */
  images: Json<ImageListEntry[]>;
  /** YYYY-MM-DD */
  publishedOn: ColumnType<string, string, string>;
  onHomePage: boolean;
}

export interface HomeContentTables {
  homeSections: HomeSectionTable;
  programs: ProgramTable;
  authors: AuthorTable;
  articles: ArticleTable;
}

export type HomeDatabase = Database & HomeContentTables;

/** The app's database handle, seen with the home content tables too. */
export function withHomeContent(db: Kysely<Database>): Kysely<HomeDatabase> {
  return db as unknown as Kysely<HomeDatabase>;
}
