// Runs every workspace's jest project in one go (`npm run test:unit`).
module.exports = {
  projects: ['shared-ui', 'api', 'shell', 'mf-marketing', 'mf-partnership', 'mf-locator', 'mf-admin'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
