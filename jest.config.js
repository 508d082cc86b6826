// Runs every workspace's jest project in one go (`npm run test:unit`).
const fs = require('node:fs');
const { TEST_TIMEOUT_MS } = require('./config/jest/base');

module.exports = {
  // With `projects`, Jest reads testTimeout from this root config only (the one in each project's
  // config is ignored), so without it every test would get the 5 s default and fail on a busy machine.
  testTimeout: TEST_TIMEOUT_MS,
  // Remotes are found by their folders (mf-*), like the workspaces: adding one adds its tests.
  projects: ['app-config', 'tooling', 'domain', 'shared-ui', 'api', 'shell', ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mf-')).sort()].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
