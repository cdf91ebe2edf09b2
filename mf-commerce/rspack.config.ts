import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@app/shared/build';

export default createRspackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'commerce',
  kind: 'remote',
});
