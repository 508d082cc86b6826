// `npx tsx tooling/scripts/build-server.ts [api|shell ...]`: the two Node servers as plain
// JavaScript for the production image (Dockerfile), so it runs `node`, not tsx on a dev install.
//
//   api/src/main.ts       -> dist/api/main.js     (docker-compose's `api` service)
//   shell/server/main.ts  -> dist/shell/main.js   (the site server; serves <folder>/dist builds)
//
// One file per server, bundled by esbuild (already installed, as tsx's compiler) for Node, CommonJS.
// The workspace packages (`@powernest/*`, TypeScript sources that Node cannot load) are bundled in;
// every other package stays a `require` of node_modules, which the image installs with
// `npm install --omit=dev --workspace <api|shell>`. The build fails when a server requires a
// package that install would not bring (per the workspaces' dependencies and the lockfile), and
// warns when one arrives only as another package's dependency.
//
// Each output sits two folders below the repository root, like its source (shell/server/): the
// site server finds the root, the builds and the remotes' package.json files from `__dirname`
// (`shell/server/createServer.ts`, with `@powernest/domain/workspace`).
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
// esbuild comes with tsx (which runs every script here), so it is not declared again.
import { build, type Plugin } from 'esbuild';

const root = path.resolve(__dirname, '..', '..');

const SERVERS = {
  api: { entry: 'api/src/main.ts', workspace: 'api' },
  shell: { entry: 'shell/server/main.ts', workspace: 'shell' },
} as const;
type ServerName = keyof typeof SERVERS;

const WORKSPACE_SCOPE = '@powernest/';

/** `@scope/name/sub/path` or `name/sub/path` -> the package's name. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Bare imports stay requires of node_modules, except the workspace packages, which are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  workspaces?: string[];
}
const readPackage = (folder: string): PackageJson => JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'));

/** Workspace folders by package name, from the root package.json's globs (`mf-*` style only). */
function workspaceFolders(): Map<string, string> {
  const globs = readPackage('.').workspaces ?? [];
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && globs.some((g) => (g.endsWith('*') ? d.name.startsWith(g.slice(0, -1)) : d.name === g)))
    .map((d) => d.name);
  return new Map(folders.map((f) => [readPackage(f).name, f]));
}

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
}

/**
 * What `npm install --omit=dev --workspace <folder>` installs, by name: the folder's dependencies
 * and those of the workspaces it depends on (`declared`), and everything they bring in turn,
 * read from the lockfile (`all`).
 */
function installedPackages(folder: string): { declared: Set<string>; all: Set<string> } {
  const workspaces = workspaceFolders();
  const lock: Record<string, LockEntry> = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
  const seen = new Set<string>();
  const declared = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const dep of Object.keys(readPackage(f).dependencies ?? {})) {
      declared.add(dep);
      const ws = workspaces.get(dep);
      if (ws) visit(ws);
    }
  };
  visit(folder);
  const all = new Set<string>();
  const queue = [...declared];
  while (queue.length) {
    const name = queue.pop()!;
    if (all.has(name)) continue;
    all.add(name);
    const entry = lock[`node_modules/${name}`];
    if (!entry || workspaces.has(name)) continue;
    queue.push(...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies }));
  }
  return { declared, all };
}

async function buildServer(name: ServerName): Promise<void> {
  const { entry, workspace } = SERVERS[name];
  const outfile = path.join(root, 'dist', name, 'main.js');
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22.13',
    format: 'cjs',
    // Fastify and its plugins read functions' names; keep them through esbuild's renaming.
    keepNames: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });

  const required = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imp of output.imports) {
      if (imp.external && !imp.path.startsWith('node:') && !builtinModules.includes(packageName(imp.path))) required.add(packageName(imp.path));
    }
  }
  const installed = installedPackages(workspace);
  const missing = [...required].filter((p) => !installed.all.has(p)).sort();
  if (missing.length) {
    throw new Error(`${entry} requires ${missing.join(', ')}, which \`npm install --omit=dev --workspace ${workspace}\` does not install: declare it in ${workspace}/package.json (or a workspace it depends on).`);
  }
  // Installed only as another package's dependency: there today, but not promised.
  const undeclared = [...required].filter((p) => !installed.declared.has(p)).sort();
  if (undeclared.length) console.warn(`${entry}: ${undeclared.join(', ')} not declared by ${workspace} or its workspaces (installed as dependencies of others)`);
  const size = fs.statSync(outfile).size;
  console.log(
    `built ${entry} in ${((Date.now() - started) / 1000).toFixed(1)}s -> ${path.relative(root, outfile)} (${(size / 1024).toFixed(0)} KB; requires ${required.size} packages: ${[...required].sort().join(', ')})`,
  );
}

if (require.main === module) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !(w in SERVERS));
  if (unknown.length) {
    console.error(`Unknown server ${unknown.join(', ')}; known: ${Object.keys(SERVERS).join(', ')}`);
    process.exit(1);
  }
  const names = (wanted.length ? wanted : Object.keys(SERVERS)) as ServerName[];
  names
    .reduce((chain, name) => chain.then(() => buildServer(name)), Promise.resolve())
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
