const { jestConfig } = require('../tooling/jest/base');

const base = jestConfig({ displayName: 'api', rootDir: __dirname, dom: false });

// fastify's inject (light-my-request) requires the ESM-only `cookie` package; let swc compile
// it to CommonJS like the base config does for OpenLayers.
const ESM_PACKAGES = ['cookie'];

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};
