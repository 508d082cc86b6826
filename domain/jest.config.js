const { jestConfig } = require('../tooling/jest/base');

module.exports = jestConfig({ displayName: 'domain', rootDir: __dirname, dom: false });
