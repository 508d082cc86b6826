import { signInOnceAsAdmin } from '../../app-config/playwright/adminSession';

// The admin's session, signed in once for the project's tests (mf-admin standalone).
signInOnceAsAdmin('mf-admin');
