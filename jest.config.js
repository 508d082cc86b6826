// Runs every workspace's jest project in one go (`npm run test:unit`).
const { TEST_TIMEOUT_MS } = require('./tooling/jest/base');

module.exports = {
  // With `projects`, Jest reads testTimeout from this root config only (the one in each project's
  // config is ignored), so without it every test would get the 5 s default and fail on a busy machine.
  testTimeout: TEST_TIMEOUT_MS,
  projects: ['domain', 'shared-ui', 'api', 'shell', 'mf-marketing', 'mf-partnership', 'mf-locator', 'mf-admin'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
