const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'app-config', rootDir: __dirname, dom: false });
