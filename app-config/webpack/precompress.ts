// Scripts and styles are compressed once, at build time, at the strongest settings (brotli 11,
// gzip 9), and published beside each file as <file>.br and <file>.gz. The site server serves
// them as they are (@fastify/static's preCompressed), a remote's nginx its .gz (gzip_static).
// Compressing per request costs CPU on every load and, to stay fast, uses weaker settings: the
// brotli @fastify/compress makes (quality 4) is about 15% larger than brotli 11.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth it: text the browser fetches, above a size where headers dominate. */
const COMPRESSIBLE = /\.(js|css|json|html|svg|txt)$/;
const MIN_BYTES = 1024;

/** The two encodings, as file suffix and compressor (the suffixes @fastify/static and nginx look for). */
const PRECOMPRESSED = [
  { suffix: '.br', compress: (data: Buffer) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: '.gz', compress: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
] as const;

export class PrecompressPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // Last, once every file is final: after the manifests are written and the build report
      // (mf-manifest-stats.json, never published) is dropped at the report stage.
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, async (assets) => {
        const work = Object.entries(assets)
          .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
          .flatMap(([name, source]) => {
            const data = source.buffer();
            return PRECOMPRESSED.map(async ({ suffix, compress }) => {
              const packed = await compress(data);
              // Published only where it saves something; the server falls back to the file.
              if (packed.length < data.length) compilation.emitAsset(`${name}${suffix}`, new sources.RawSource(packed), { minimized: true });
            });
          });
        await Promise.all(work);
      });
    });
  }
}
