import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { root } from '../webpack/apps';
import { createConfig } from '../webpack/createConfig';

// What a remote's build publishes (its dist/, copied as is to a CDN or the remote's nginx) must
// not tell the world where and by whom it was built: no file holds this checkout's absolute path.
// A small remote built with the real recipe: its shared map names MUI's context modules by path.
const FIXTURE = path.join(__dirname, 'fixtures', 'mf-fixture');

function build(config: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('a remote’s published build', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'published-build-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('holds no absolute build path, and still publishes its manifests', async () => {
    const config = createConfig({
      dir: FIXTURE,
      distDir: dist,
      exposes: { './Routes': './src/Routes.ts' },
      pages: { pages: [{ path: '/fixture', title: 'Fixture', heading: 'Fixture', description: '', keywords: [], index: false }], menu: [] },
    });
    // Unminified: three times faster, and a path left in a comment would show too.
    const configs = (config as Configuration[]).map((c) => ({ ...c, optimization: { ...c.optimization, minimize: false } }));
    await build(configs);

    const files = filesUnder(dist).map((file) => path.relative(dist, file));
    expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'page-manifest.json', 'remoteEntry.js', 'index.html', path.join('server', 'mf-manifest.json'), path.join('server', 'remoteEntry.js')]));
    // Compressed copies are read as the browser reads them.
    const text = (file: string) => {
      const data = fs.readFileSync(path.join(dist, file));
      return (file.endsWith('.br') ? zlib.brotliDecompressSync(data) : file.endsWith('.gz') ? zlib.gunzipSync(data) : data).toString('utf8');
    };
    const leaking = files.filter((file) => text(file).includes(root));
    expect(leaking).toEqual([]);
    expect(files.filter((file) => file.includes('stats'))).toEqual([]);

    // Each script the browser fetches is published compressed beside it, byte for byte the same
    // once decompressed; the server build (read by the site server, not browsers) is not.
    const scripts = files.filter((file) => file.endsWith('.js') && !file.startsWith(`server${path.sep}`) && fs.statSync(path.join(dist, file)).size >= 1024);
    expect(scripts).toEqual(expect.arrayContaining(['remoteEntry.js', 'main.js']));
    for (const script of scripts) {
      const original = fs.readFileSync(path.join(dist, script));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${script}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${script}.gz`)))).toEqual(original);
    }
    expect(files.filter((file) => file.startsWith(`server${path.sep}`) && /\.(br|gz)$/.test(file))).toEqual([]);
  }, 120_000);
});
