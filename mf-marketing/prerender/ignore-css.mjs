// Stylesheets are the bundler's business; in the prerender they are inlined from the build instead.
import { register } from 'node:module';

register('./ignore-css-hook.mjs', import.meta.url);
