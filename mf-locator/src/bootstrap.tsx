// Standalone entry: this remote alone, with what the shell would provide (for its team and QA).
import { renderStandalone } from '@powernest/shared-ui';
import RemoteRoutes from './Routes';

renderStandalone('mf-locator', RemoteRoutes);
