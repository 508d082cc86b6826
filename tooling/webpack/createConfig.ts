// Builds the webpack config of one app (the shell host or a remote) from one recipe, so every
// app compiles, shares and names its files the same way.
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Compiler, Configuration } from 'webpack';
import { shared } from './shared';

export interface AppRecipe {
  /** absolute folder of the app (its package.json lives there) */
  dir: string;
  /** Module Federation container name */
  scope: string;
  /** the shell: loads remotes at run time */
  isHost?: boolean;
  /** a remote's exposed modules */
  exposes?: Record<string, string>;
}

export function createConfig({ dir, scope, isHost = false, exposes = {} }: AppRecipe): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const publicDir = path.join(dir, 'public');
  return {
    name: scope,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // MF rejects [contenthash] in filename; lazily loaded chunks carry the hash instead.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The host lives at the site root; a remote works wherever it is deployed.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: scope,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource' },
        // CSS is imported as text and injected with the app's styles (e.g. OpenLayers' controls).
        { test: /\.css$/i, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: scope,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The default would load every remote at start-up: one dead remote would blank the site.
        ...(isHost ? { shareStrategy: 'loaded-first', remotes: {} } : {}),
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: 'index.html',
        chunks: ['main'],
        publicPath: '/',
        iconHref: '/logo.svg',
        // Keep the <meta name=page-head> marker as written: the site server fills it per route.
        minify: false,
      }),
      ...(fs.existsSync(publicDir) ? [new CopyPublicPlugin(publicDir)] : []),
    ],
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

