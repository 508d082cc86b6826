import { constants } from 'node:zlib';

/**
 * How the API and the site server compress answers on the fly (@fastify/compress), one setting
 * for both. Issue #40 saw RSS grow from ~350 MB to 1.3 GB in two minutes of mixed load while the
 * JS heap stayed flat: native memory. Each compressed answer holds a native brotli or zlib
 * context, and brotli's default window is 4 MB (22 bits); a 45 s probe of 40 clients grew RSS
 * by ~90 MB with brotli and ~20 MB with no compression (noisy, busy machine). Pages and API
 * answers are well under 256 KB, so an 18-bit window (256 KB) costs nothing in size and a
 * sixteenth of the memory per answer; quality 4 is the library's default made explicit.
 * (Scripts are compressed once at build time and served as files.)
 */
export const COMPRESSION_OPTIONS = {
  threshold: 1024,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  zlibOptions: { level: 6, memLevel: 8 },
};
