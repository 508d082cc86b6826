import { config } from 'zod/mini';

// zod's tree-shakable build, for the schemas the browser checks at start-up (the site
// manifest): a page pays for the checks it uses, not for all of zod. Contract modules import
// this file for its effect, then `* as z from 'zod/mini'` themselves: re-exporting the
// namespace object would make webpack keep every export of zod (all its locales included).
// Jitless for the same reason as zod.ts: the site's Content-Security-Policy forbids eval.
config({ jitless: true });
