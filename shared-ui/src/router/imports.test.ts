/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
// The shared router module itself, and the site server (it renders with StaticRouter from the
// package that module re-exports, unbundled).
const ALLOWED = new Set(['shared-ui/src/router/index.ts', 'shell/server/ssr/renderShell.tsx']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('routing imports', () => {
  it('go through @powernest/shared-ui/router: a second copy of the router would be a second router context', () => {
    const offenders = ['shell', 'shared-ui', 'mf-marketing', 'mf-partnership', 'mf-locator', 'mf-admin', 'config', 'app-config', 'tooling', 'e2e']
      .flatMap((dir) => sources(path.join(root, dir)))
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => /from ['"]react-router(-dom)?['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
