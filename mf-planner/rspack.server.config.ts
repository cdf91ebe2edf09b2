import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRendererConfig } from '@app/shared/build';

export default createServerRendererConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)) });
