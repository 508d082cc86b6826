// The one jest recipe. Each workspace's jest.config.js calls it; the root config runs them all.
const path = require('node:path');

// ESM-only packages that must be transformed (OpenLayers and its helpers; fastify inject's cookie, @fastify/static's content-disposition, swagger-parser's ref parser).
const ESM_PACKAGES = ['content-disposition', 'cookie', '@apidevtools/json-schema-ref-parser', 'ol', 'rbush', 'quickselect', 'earcut', 'pbf', 'color-space', 'color-rgba', 'color-parse', 'color-name', 'intl-messageformat', '@formatjs'];

// A test that takes 1 s on a quiet machine can take several times that while another build keeps
// both cores of a CI machine busy; the 5 s default then fails tests that are correct. Used by the
// root config (the one Jest reads when it runs all projects) and by each project's own config (the
// one it reads when jest runs inside a single workspace).
const TEST_TIMEOUT_MS = 30_000;
// How long findBy*/waitFor keep retrying in component tests (Testing Library's default is 1 s, which
// a busy machine can exceed before a correct page has rendered). Below TEST_TIMEOUT_MS, so a page
// that never shows what a test waits for fails with Testing Library's message, not a test timeout.
const ASYNC_UTIL_TIMEOUT_MS = 10_000;

/**
 * @param {{ displayName: string, rootDir: string, dom?: boolean }} options
 * @returns {import('jest').Config}
 */
function jestConfig({ displayName, rootDir, dom = false }) {
  return {
    displayName,
    rootDir,
    testEnvironment: dom ? 'jsdom' : 'node',
    // Honoured only when this project is the whole run (jest inside the workspace); see TEST_TIMEOUT_MS.
    testTimeout: TEST_TIMEOUT_MS,
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
    moduleNameMapper: { '\\.svg\\?markup$': path.join(__dirname, 'svgMarkupStub.js'), '\\.(svg|png|jpe?g|webp|css)$': path.join(__dirname, 'fileStub.js') },
    // setupDom first: its hooks (Testing Library's unmount) then run before restoreGlobals' afterEach.
    setupFilesAfterEnv: [...(dom ? [path.join(__dirname, 'setupDom.ts')] : []), path.join(__dirname, 'restoreGlobals.ts')],
  };
}

module.exports = { jestConfig, TEST_TIMEOUT_MS, ASYNC_UTIL_TIMEOUT_MS };
