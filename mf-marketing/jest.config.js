const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'mf-marketing', rootDir: __dirname, dom: true });
