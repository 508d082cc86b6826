import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESSION_OPTIONS } from '../../http/compression';

/** gzip/brotli for API answers: the map's compact partner list shrinks from ~7 MB to ~3 MB at 100k. */
export default fp(async (app) => {
  await app.register(compress, { global: true, ...COMPRESSION_OPTIONS });
});
