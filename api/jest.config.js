const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'api', rootDir: __dirname, dom: false });
