import { signInOnceAsAdmin } from '../../app-config/playwright/adminSession';

// The admin's session, signed in once for the site project's tests that work as the admin.
signInOnceAsAdmin('site');
