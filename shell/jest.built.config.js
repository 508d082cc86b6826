// The built site (shell/test/built/): the real production builds served by the real site server,
// read through `inject`. Needs `npm run build` first, so it runs in `npm run test:e2e`, before
// Playwright, and not with the unit tests (shell/jest.config.js leaves that folder out).
const { jestConfig } = require('../config/jest/base');

module.exports = { ...jestConfig({ displayName: 'built site', rootDir: __dirname }), testMatch: ['<rootDir>/test/built/**/*.test.ts'] };
