const { jestConfig } = require('../tooling/jest/base');

module.exports = jestConfig({ displayName: 'shared-ui', rootDir: __dirname, dom: true });
