import { eachPageRendersStandalone } from '../../app-config/playwright/pagesRender';
import { REMOTE_PAGES } from '../src/pages';

eachPageRendersStandalone('mf-marketing', REMOTE_PAGES.pages);
