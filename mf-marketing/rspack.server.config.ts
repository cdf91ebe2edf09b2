import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerContainerConfig } from '@app/shared/build';

export default createServerContainerConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)), federationName: 'marketing' });
