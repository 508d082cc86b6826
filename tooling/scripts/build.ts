// `npm run build [-- <app> ...]`: production builds of the remotes, then the shell.
// Each app is compiled from its own webpack.config.ts, so a team can build its remote alone.
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { appDir, buildableApps } from '../../app-config/webpack/apps';

/** An app's webpack configs, from its own webpack.config.ts (a remote's: browser, server and standalone runtime). */
export function appConfigs(folder: string): Configuration[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the app's config path is known only at run time; tsx compiles it synchronously
  const config: Configuration | Configuration[] = require(path.join(appDir(folder), 'webpack.config.ts')).default;
  return Array.isArray(config) ? config : [config];
}

/** Compiles the configs side by side; fails with webpack's errors, prints its warnings (`label`: whose). */
export function compile(configs: Configuration[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error(`No stats for ${label}`));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        return reject(new Error(`${label} failed:\n${info.errors?.map((e) => e.message).join('\n')}`));
      }
      for (const w of info.warnings ?? []) console.warn(`[${label}] warning: ${w.message}`);
      resolve();
    });
  });
}

export async function build(folders: readonly string[]): Promise<void> {
  for (const folder of folders) {
    const apps = buildableApps();
    if (!apps.includes(folder)) throw new Error(`Unknown app "${folder}"; known: ${apps.join(', ')}`);
    const started = Date.now();
    await compile(appConfigs(folder), folder);
    console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)}s -> ${folder}/dist`);
  }
}

if (require.main === module) {
  const wanted = process.argv.slice(2);
  const folders = wanted.length ? wanted : buildableApps();
  build(folders).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
