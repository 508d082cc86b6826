const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'mf-admin', rootDir: __dirname, dom: true });
