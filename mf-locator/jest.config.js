const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'mf-locator', rootDir: __dirname, dom: true });
