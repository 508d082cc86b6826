import { config } from 'zod';

// The site's Content-Security-Policy forbids eval: without this zod probes `new Function` at
// start-up (a CSP violation in the console) before falling back to what jitless does anyway.
// Domain modules import this file for its effect, then `* as z from 'zod'` themselves (as
// zodMini.ts for zod/mini): handing the namespace on from here made webpack keep every export
// of zod wherever a schema sat in another chunk than zod itself — all 40-odd locales, ~180 KB
// of the admin's and the lead validator's chunks.
config({ jitless: true });
