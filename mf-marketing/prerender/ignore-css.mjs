// Stylesheets are the bundler's business; in the prerender they are noted, not run (see the hook).
import { register } from 'node:module';

register('./ignore-css-hook.mjs', import.meta.url);
