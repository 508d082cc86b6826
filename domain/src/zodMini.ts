import * as z from 'zod/mini';

// zod's tree-shakable build, for schemas the browser checks at start-up (the site manifest):
// a page pays for the checks it uses, not for all of zod. Jitless for the same reason as zod.ts
// (the site's Content-Security-Policy forbids eval).
z.config({ jitless: true });

/** zod/mini, configured for this project. Contract modules import it from here. */
export { z };
