const { jestConfig } = require('../config/jest/base');

// test/built/ reads the production builds: it runs after `npm run build` (jest.built.config.js).
module.exports = { ...jestConfig({ displayName: 'shell', rootDir: __dirname, dom: true }), testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/built/'] };
