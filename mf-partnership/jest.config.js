const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'mf-partnership', rootDir: __dirname, dom: true });
