import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInlineScriptsConfig } from '@app/shared/build';

export default createInlineScriptsConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)) });
