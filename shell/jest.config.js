const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'shell', rootDir: __dirname, dom: true });
