const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'tooling', rootDir: __dirname, dom: false });
