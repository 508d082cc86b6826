import { createConfig } from '../app-config/webpack/createConfig';

// The host. It declares no remotes at build time: they come from /remotes.json at run time.
export default createConfig({ dir: __dirname, isHost: true });
