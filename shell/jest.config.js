const { jestConfig } = require('../tooling/jest/base');

module.exports = jestConfig({ displayName: 'shell', rootDir: __dirname, dom: true });
