import { eachPageRendersStandalone } from '../../app-config/playwright/pagesRender';
import { REMOTE_PAGES, SIGNED_IN_PAGES } from '../src/pages';

// (Signed out, the dashboard and the leads send the visitor to the login: see admin.spec.ts.)
const signedIn = new Set<string>(SIGNED_IN_PAGES.map((p) => p.path));
eachPageRendersStandalone('mf-admin', REMOTE_PAGES.pages.filter((r) => !signedIn.has(r.path)));
