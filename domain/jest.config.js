const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'domain', rootDir: __dirname, dom: false });
