const path = require('node:path');
const { jestConfig } = require('../config/jest/base');

module.exports = {
  ...jestConfig({ displayName: 'api', rootDir: __dirname, dom: false }),
  // With MONGODB_URI: which server it is (MongoDB or FerretDB), for the store contract's skips.
  globalSetup: path.join(__dirname, 'test/support/mongo-server.globalSetup.ts'),
};
