import { z } from 'zod';

// The site's Content-Security-Policy forbids eval: without this zod probes `new Function` at
// start-up (a CSP violation in the console) before falling back to what jitless does anyway.
z.config({ jitless: true });

/** zod, configured for this project. Domain modules import it from here, never from 'zod'. */
export { z };
