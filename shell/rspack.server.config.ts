import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerHostConfig } from '@app/shared/build';

export default createServerHostConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)) });
