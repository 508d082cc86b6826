// Builds the webpack config of one app (the shell host or a remote) from one recipe, so every
// app compiles, shares and names its files the same way.
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { getManifestFileName } from '@module-federation/sdk';
import type { Compiler, Configuration } from 'webpack';
import { PAGE_MANIFEST_FILE, PAGE_MANIFEST_SCHEMA, describeIssues, pageManifestSchema, scopeOf, type PageManifest, type RemotePages } from '@powernest/domain';
import { sharedFor } from './shared';
import { PrecompressPlugin } from './precompress';
import MinimizerPlugin from 'minimizer-webpack-plugin';

/**
 * The browser builds' scripts are minified by SWC (already the compiler: swc-loader) instead of
 * webpack's default, Terser with two compress passes: the admin remote built in 18.5 s instead of
 * 34 s and the shell in 3.5 s instead of 11 s, the scripts a little smaller (issue #41; `npm run
 * bench -- --minifiers-only` compares the two). Through the minimizer plugin webpack itself uses,
 * so comments and the worker pool are handled as webpack handles them. Webpack's default
 * minimizer ('...') stays for the rest (index.html, whose `<meta name=page-head>` the site server
 * looks for in its minified form), its JavaScript turned off (`minimizeOptions`).
 */
const SWC_MINIFIER = new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify });

export interface AppRecipe {
  /** absolute folder of the app (its package.json lives there; a remote's folder names it) */
  dir: string;
  /** the shell: loads remotes at run time */
  isHost?: boolean;
  /** a remote's exposed modules */
  exposes?: Record<string, string>;
  /** a remote's pages and menu entries, published as page-manifest.json */
  pages?: RemotePages;
  /** where the build goes (default <dir>/dist); a test fixture builds a variant elsewhere */
  distDir?: string;
}

const distOf = (recipe: AppRecipe) => recipe.distDir ?? path.join(recipe.dir, 'dist');

/** The host's container name; a remote's is derived from its folder (`mf-locator` → `mf_locator`). */
const HOST_SCOPE = 'powernest_shell';
const scopeOfApp = ({ dir, isHost }: AppRecipe) => (isHost ? HOST_SCOPE : scopeOf(path.basename(dir)));

/** The manifest the runtime loads a container from (REMOTE_*_URL points at it). */
const MANIFEST_FILE = 'mf-manifest.json';

/** Where a remote's server build lands, beside its browser build (dist/server/remoteEntry.js). */
export const SERVER_BUILD_DIR = 'server';

/**
 * The host builds for the browser only. A remote builds twice: for the browser, and for Node
 * (the site server loads that build's remoteEntry.js over HTTP to render pages on the server).
 */
export function createConfig(recipe: AppRecipe): Configuration | Configuration[] {
  if (recipe.isHost) return browserConfig(recipe);
  if (!recipe.pages) throw new Error(`${recipe.dir}: a remote publishes its pages (recipe.pages)`);
  return [browserConfig(recipe), serverConfig(recipe), runtimeCoreConfig(recipe)];
}

/**
 * The Module Federation runtime ships once per page: the host's main.js carries it and hands it
 * to every remote entry through a global (the enhanced plugin's external runtime). A remote run
 * alone has no host, so its standalone page first loads this file, which sets that global.
 */
export const STANDALONE_RUNTIME_FILE = 'standalone/runtime-core.js';

const production = () => process.env.NODE_ENV !== 'development';

/**
 * What the browser and server builds of an app declare alike: the same container and shares.
 * Every app takes a shared module that is already loaded before a higher version another app
 * offers ('loaded-first'): what the host loaded is what the page runs. With the default
 * (highest version wins), a remote built against a newer platform would hand its own copy to
 * whoever asked next, the host included: two "singletons" on one page, and an older host
 * reading exports its copy never had. (For the host, it also stops the runtime from fetching
 * every remote's entry at start-up, where one dead remote would blank the site.)
 */
function federationOptions(dir: string, scope: string, exposes: Record<string, string>, isRemote: boolean) {
  return {
    name: scope,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedFor(dir),
    shareStrategy: 'loaded-first' as const,
    // A remote takes the host's copy of a shared module before its own (see the plugin).
    runtimePlugins: isRemote ? [require.resolve('./hostSharesFirst')] : [],
    manifest: { fileName: MANIFEST_FILE },
    dts: false,
  };
}

/**
 * The federation runtime's packages resolved to their ES module builds whichever way they are
 * imported: the bundler runtime require()s them and the runtime plugins import them, and
 * without this a page shipped both the CommonJS and the ESM copy of the runtime (~20 KB gz).
 */
function federationRuntimeAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const pkg of ['runtime-core', 'runtime', 'runtime-tools', 'sdk', 'webpack-bundler-runtime']) {
    const name = `@module-federation/${pkg}`;
    // require.resolve finds the CommonJS entry (dist/index.cjs); the ESM one sits beside it.
    const commonJs = require.resolve(name, { paths: [require.resolve('@module-federation/enhanced')] });
    aliases[`${name}$`] = commonJs.replace(/\.cjs$/, '.js');
  }
  return aliases;
}

const inPackages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Shared libraries every page needs together, each group in one chunk instead of one chunk per
 * shared module: React and its renderer, and the styling runtime (Emotion and MUI's system,
 * with the small packages they are built from). A remote groups React alone: the host always
 * provides it, but a remote may use its own copy of a styling module the host never imported
 * (a @mui/system subpath), and a group would then download all of the remote's copies. MUI
 * components stay in the chunks of the code that uses them, so a lazily loaded menu keeps its own.
 */
const VENDOR_GROUPS = {
  react: { test: inPackages('react', 'react-dom', 'scheduler'), name: 'vendor-react', chunks: 'async', enforce: true, priority: 20 },
  styling: {
    test: inPackages('@emotion', '@mui/system', '@mui/styled-engine', '@mui/private-theming', '@mui/utils', 'stylis', 'hoist-non-react-statics', 'react-is', 'clsx', 'prop-types', '@babel/runtime'),
    name: 'vendor-styling',
    chunks: 'async',
    enforce: true,
    priority: 10,
  },
} as const;

function moduleRules(forServer: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production() && !forServer } },
            target: forServer ? 'es2022' : 'es2020',
          },
        },
      },
    },
    // Inlined: the few images are small, and a data URL is the same string in the server
    // render and in the browser (a URL relative to the script's location would not be).
    // `?markup` gives the SVG's source, for a picture drawn inline in the HTML.
    { test: /\.svg$/i, resourceQuery: /markup/, type: 'asset/source' },
    { test: /\.svg$/i, resourceQuery: { not: [/markup/] }, type: 'asset/inline' },
    { test: /\.(png|jpe?g|webp)$/i, type: 'asset/resource' },
    // CSS is imported as text and injected with the app's styles (e.g. OpenLayers' controls).
    { test: /\.css$/i, type: 'asset/source' },
    // The locator's base-map atlas, in low detail (lowDetailAtlas.ts).
    { test: /[\\/]us-atlas[\\/].+\.json$/, use: { loader: require.resolve('./lowDetailAtlas') } },
  ];
}

function browserConfig(recipe: AppRecipe): Configuration {
  const { dir, isHost = false, exposes = {}, pages } = recipe;
  const scope = scopeOfApp(recipe);
  const publicDir = path.join(dir, 'public');
  const keep = [`${SERVER_BUILD_DIR}/`, path.dirname(STANDALONE_RUNTIME_FILE) + '/'];
  return {
    name: scope,
    context: dir,
    mode: production() ? 'production' : 'development',
    devtool: production() ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: distOf(recipe),
      // MF rejects [contenthash] in filename; lazily loaded chunks carry the hash instead.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The host lives at the site root; a remote works wherever it is deployed.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: scope,
      // The server and standalone-runtime builds (compiled side by side) own their folders.
      clean: { keep: (asset: string) => keep.some((folder) => asset.startsWith(folder)) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: federationRuntimeAliases() },
    module: { rules: moduleRules(false) },
    optimization: { splitChunks: { cacheGroups: isHost ? VENDOR_GROUPS : { react: VENDOR_GROUPS.react } }, minimizer: ['...', SWC_MINIFIER], minimizeOptions: { javascript: false } },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions(dir, scope, exposes, !isHost),
        ...(isHost ? { remotes: {} } : {}),
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: 'index.html',
        chunks: ['main'],
        publicPath: '/',
        iconHref: '/logo.svg',
        // A remote's standalone page has no host to provide the federation runtime.
        preScripts: isHost ? [] : [`/${STANDALONE_RUNTIME_FILE}`],
        // Keep the <meta name=page-head> marker as written: the site server fills it per route.
        minify: false,
      }),
      ...(fs.existsSync(publicDir) ? [new CopyPublicPlugin(publicDir)] : []),
      ...(pages ? [new PageManifestPlugin(dir, scope, pages)] : []),
      new UnpublishedBuildStatsPlugin(),
      ...(production() ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * A remote for Node: same container name, exposes and shared map as the browser build, so the
 * site server renders exactly the code the browser will hydrate. Chunks are fetched over HTTP
 * from wherever the remote is deployed (the node runtime plugin), never read from disk.
 */
function serverConfig(recipe: AppRecipe): Configuration {
  const { dir, exposes = {} } = recipe;
  const scope = scopeOfApp(recipe);
  return {
    name: `${scope}-server`,
    context: dir,
    mode: production() ? 'production' : 'development',
    devtool: false,
    target: 'async-node',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(distOf(recipe), SERVER_BUILD_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: 'auto',
      uniqueName: `${scope}_server`,
      chunkFormat: 'commonjs',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(true) },
    // Readable stack traces in the site server's log; the bytes never reach a browser.
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions(dir, scope, exposes, true),
        library: { type: 'commonjs-module', name: scope },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), require.resolve('./hostSharesFirst')],
      }),
      new UnpublishedBuildStatsPlugin(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** The federation runtime as a global, for a remote's standalone page (see STANDALONE_RUNTIME_FILE). */
function runtimeCoreConfig(recipe: AppRecipe): Configuration {
  const { dir } = recipe;
  const scope = scopeOfApp(recipe);
  return {
    name: `${scope}-runtime-core`,
    context: dir,
    mode: production() ? 'production' : 'development',
    devtool: false,
    entry: { [path.basename(STANDALONE_RUNTIME_FILE, '.js')]: require.resolve('./provideRuntimeCore') },
    output: { path: path.join(distOf(recipe), path.dirname(STANDALONE_RUNTIME_FILE)), filename: '[name].js', clean: true, uniqueName: `${scope}_runtime_core` },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(false) },
    plugins: production() ? [new PrecompressPlugin()] : [],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** Copies an app's public/ folder (logo, images) into dist without another dependency. */
class CopyPublicPlugin {
  constructor(private readonly from: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(this.from)) {
            const source = fs.readFileSync(path.join(this.from, file));
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(source));
          }
        },
      );
    });
  }
}

/**
 * Drops the federation plugin's build report (mf-manifest-stats.json) from the output. Nothing
 * loads it (the runtime reads mf-manifest.json), and it names the files shared by path with
 * their absolute build paths (/home/ci/…/node_modules/…), which a deployed build must not publish.
 */
class UnpublishedBuildStatsPlugin {
  apply(compiler: Compiler) {
    const { statsFileName } = getManifestFileName({ fileName: MANIFEST_FILE });
    compiler.hooks.thisCompilation.tap('UnpublishedBuildStatsPlugin', (compilation) => {
      // After the federation plugin wrote both files (it needs the report to write the manifest).
      compilation.hooks.processAssets.tap({ name: 'UnpublishedBuildStatsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (compilation.getAsset(statsFileName)) compilation.deleteAsset(statsFileName);
      });
    });
  }
}

/**
 * Writes the remote's page manifest (its pages, menu entries, version and contract range)
 * beside mf-manifest.json. It is checked against the contract's schema here, so a bad manifest
 * fails the remote's build, not the site. `build` is the hash of the compilation: it changes
 * with every deploy of different code.
 */
class PageManifestPlugin {
  constructor(
    private readonly dir: string,
    private readonly scope: string,
    private readonly pages: RemotePages,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pkg = JSON.parse(fs.readFileSync(path.join(this.dir, 'package.json'), 'utf8'));
        const contract = pkg.dependencies?.['@powernest/shared-ui'];
        if (!contract) throw new Error(`${this.dir}/package.json declares no @powernest/shared-ui range: the contract it builds against`);
        const parsed = pageManifestSchema.safeParse({
          schema: PAGE_MANIFEST_SCHEMA,
          folder: path.basename(this.dir),
          scope: this.scope,
          version: pkg.version,
          build: compilation.fullHash?.slice(0, 12),
          contract,
          ...this.pages,
        });
        if (!parsed.success) throw new Error(`${this.dir}: its page manifest breaks the contract: ${describeIssues(parsed.error)}`);
        const manifest: PageManifest = parsed.data;
        compilation.emitAsset(PAGE_MANIFEST_FILE, new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
