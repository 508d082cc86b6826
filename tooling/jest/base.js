// The one jest recipe. Each workspace's jest.config.js calls it; the root config runs them all.
const path = require('node:path');

// ESM-only packages that must be transformed (OpenLayers and its helpers; fastify inject's cookie, @fastify/static's content-disposition).
const ESM_PACKAGES = ['content-disposition', 'cookie', 'ol', 'rbush', 'quickselect', 'earcut', 'pbf', 'color-space', 'color-rgba', 'color-parse', 'color-name'];

/**
 * @param {{ displayName: string, rootDir: string, dom?: boolean }} options
 * @returns {import('jest').Config}
 */
function jestConfig({ displayName, rootDir, dom = false }) {
  return {
    displayName,
    rootDir,
    testEnvironment: dom ? 'jsdom' : 'node',
    // Component tests type like a visitor; on a loaded 2-core CI machine that can take seconds.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: { '\\.(svg|png|jpe?g|webp|css)$': path.join(__dirname, 'fileStub.js') },
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'setupDom.ts')] : [],
  };
}

module.exports = { jestConfig };
