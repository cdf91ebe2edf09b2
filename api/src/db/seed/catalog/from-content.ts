import type { CatalogDocument } from '../../../features/catalog/catalog-document.ts';
import { articleRecords } from './from-articles.ts';
import { storyRecords } from './from-stories.ts';

/**
 * The articles and the help centre of a content folder (content/<kind>/*.md) as a catalog
 * document: what the seed writes and what `pnpm content:import <folder>` imports, one reading of
 * the files for both. Throws ContentFileError naming each bad file and line.
 */
export function contentDocument(dir?: string): Pick<CatalogDocument, 'articles' | 'helpCentre'> {
  const articles = articleRecords(dir);
  // A folder without help articles (an import of a few tips) leaves the help centre as it is.
  return {
    articles: [...storyRecords(dir), ...articles.articles],
    ...(articles.helpCentre.articles.length > 0 && { helpCentre: articles.helpCentre }),
  };
}
