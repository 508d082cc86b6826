const { jestConfig } = require('../config/jest/base');

module.exports = jestConfig({ displayName: 'shared-ui', rootDir: __dirname, dom: true });
