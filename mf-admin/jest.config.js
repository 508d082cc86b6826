const { jestConfig } = require('../tooling/jest/base');

module.exports = jestConfig({ displayName: 'mf-admin', rootDir: __dirname, dom: true });
