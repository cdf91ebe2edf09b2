import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@app/shared/build';

export default createRspackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'commerce',
  kind: 'remote',
  exposes: {
    './ShoppingListPage': './src/exposes/shopping-list-page.tsx',
    './ShoppingListDetailPage': './src/exposes/shopping-list-detail-page.tsx',
    './SubscriptionCompletePage': './src/exposes/subscription-complete-page.tsx',
    './SubscriptionPage': './src/exposes/subscription-page.tsx',
  },
});
