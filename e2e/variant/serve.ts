// Builds the variant partnership remote and serves it on its own origin, as a team would deploy
// it: `tsx e2e/variant/serve.ts <port>`. The site is pointed at it with REMOTE_MF_PARTNERSHIP_URL.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import webpack, { type Configuration } from 'webpack';
import config, { VARIANT_DIST } from './webpack.config';

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config as Configuration[], (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

async function main() {
  const port = Number(process.argv[2]);
  await build();
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: VARIANT_DIST,
    prefix: '/mf-partnership/',
    // Loaded by a site on another origin.
    setHeaders: (reply) => void reply.header('access-control-allow-origin', '*'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`variant mf-partnership on http://127.0.0.1:${port}/mf-partnership/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
