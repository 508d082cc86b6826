// Standalone entry: this remote alone, with what the shell would provide (for its team and QA).
import { renderStandalone } from '@powernest/shared-ui/standalone';
import RemoteRoutes from './Routes';
import { REMOTE_PAGES } from './pages';

renderStandalone({ folder: 'mf-partnership', pages: REMOTE_PAGES.pages }, RemoteRoutes);
