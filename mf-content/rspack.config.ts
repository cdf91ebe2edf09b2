import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@app/shared/build';

export default createRspackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'content',
  kind: 'remote',
  exposes: {
    './ListingPage': './src/exposes/listing-page.tsx',
    './RecipePage': './src/exposes/recipe-page.tsx',
    './SuccessDetailPage': './src/exposes/success-detail-page.tsx',
    './ArticlePage': './src/exposes/article-page.tsx',
    './HelpPage': './src/exposes/help-page.tsx',
    './AboutPage': './src/exposes/about-page.tsx',
  },
});
