// Runs every workspace's jest project in one go (`npm run test:unit`).
const fs = require('node:fs');
const os = require('node:os');
const { TEST_TIMEOUT_MS } = require('./config/jest/base');

module.exports = {
  // With `projects`, Jest reads testTimeout from this root config only (the one in each project's
  // config is ignored), so without it every test would get the 5 s default and fail on a busy machine.
  testTimeout: TEST_TIMEOUT_MS,
  // Jest's default is one worker fewer than the cores: on CI's 2-core machine that is one, and
  // Jest then runs the files one after another in its own process, leaving a core idle (issue
  // #41: 4 min 16 s for 1,736 tests). Two workers on two cores; the default above that.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Remotes are found by their folders (mf-*), like the workspaces: adding one adds its tests.
  projects: ['app-config', 'tooling', 'domain', 'shared-ui', 'api', 'shell', ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mf-')).sort()].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
