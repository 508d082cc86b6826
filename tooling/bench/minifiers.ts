// The browser builds' minifier (issue #41): SWC, as createConfig sets it, against webpack's default
// (Terser, two compress passes), in the same run: each app's build time, and the bytes of its
// browser scripts as served (brotli 11, gzip 9: the precompressed files beside them) and raw.
// Each build goes to a folder of its own under .tmp/bench-minifiers/, never to the app's dist/.
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { appDir } from '../../app-config/webpack/apps';
import { appConfigs, compile } from '../scripts/build';

const root = path.resolve(__dirname, '..', '..');

export interface MinifierRow {
  app: string;
  minifier: 'swc' | 'terser';
  seconds: number;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** The app's webpack configs (a remote: browser, server and standalone runtime), written to `outDir`, with `minifier`. */
function configsOf(folder: string, outDir: string, minifier: MinifierRow['minifier']): Configuration[] {
  const dist = path.join(appDir(folder), 'dist');
  return appConfigs(folder).map((config) => ({
    ...config,
    output: { ...config.output, path: path.join(outDir, path.relative(dist, config.output?.path ?? dist)) },
    // '...' is webpack's default minimizer list, its JavaScript minified by Terser with two compress passes.
    optimization: { ...config.optimization, ...(minifier === 'terser' && config.optimization?.minimizer ? { minimizer: ['...'], minimizeOptions: {} } : {}) },
  }));
}

/** The browser scripts of a build (not its server build): their sizes raw and precompressed. */
function scriptSizes(outDir: string): Pick<MinifierRow, 'scripts' | 'rawBytes' | 'gzipBytes' | 'brotliBytes'> {
  const sizes = { scripts: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'server') walk(file);
        continue;
      }
      if (!entry.name.endsWith('.js')) continue;
      const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : fs.statSync(file).size);
      sizes.scripts += 1;
      sizes.rawBytes += fs.statSync(file).size;
      sizes.gzipBytes += size(`${file}.gz`);
      sizes.brotliBytes += size(`${file}.br`);
    }
  };
  walk(outDir);
  return sizes;
}

/** Builds each app with each minifier, one build at a time, the two minifiers alternating. */
export async function runMinifiersBench(apps: readonly string[]): Promise<MinifierRow[]> {
  const rows: MinifierRow[] = [];
  for (const app of apps) {
    for (const minifier of ['terser', 'swc'] as const) {
      const outDir = path.join(root, '.tmp', 'bench-minifiers', app, minifier);
      fs.rmSync(outDir, { recursive: true, force: true });
      const started = performance.now();
      await compile(configsOf(app, outDir, minifier), `${app} (${minifier})`);
      rows.push({ app, minifier, seconds: (performance.now() - started) / 1000, ...scriptSizes(outDir) });
    }
  }
  return rows;
}
