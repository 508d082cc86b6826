const { jestConfig } = require('../tooling/jest/base');

module.exports = jestConfig({ displayName: 'api', rootDir: __dirname, dom: false });
