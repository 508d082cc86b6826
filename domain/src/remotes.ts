/**
 * The four micro-frontends. `folder` is the workspace and URL segment (/remotes/<folder>/),
 * `scope` the Module Federation container name (must be a JS identifier), `envVar` the
 * variable that points the shell at a separately deployed build, `serverEnvVar` the URL of that
 * build's server entry as the site server reaches it (default: beside the browser manifest).
 */
export const REMOTES = [
  { folder: 'mf-marketing', scope: 'mf_marketing', envVar: 'REMOTE_MF_MARKETING_URL', serverEnvVar: 'REMOTE_MF_MARKETING_SERVER_URL', standalonePort: 3101 },
  { folder: 'mf-partnership', scope: 'mf_partnership', envVar: 'REMOTE_MF_PARTNERSHIP_URL', serverEnvVar: 'REMOTE_MF_PARTNERSHIP_SERVER_URL', standalonePort: 3102 },
  { folder: 'mf-locator', scope: 'mf_locator', envVar: 'REMOTE_MF_LOCATOR_URL', serverEnvVar: 'REMOTE_MF_LOCATOR_SERVER_URL', standalonePort: 3103 },
  { folder: 'mf-admin', scope: 'mf_admin', envVar: 'REMOTE_MF_ADMIN_URL', serverEnvVar: 'REMOTE_MF_ADMIN_SERVER_URL', standalonePort: 3104 },
] as const;

export type RemoteFolder = (typeof REMOTES)[number]['folder'];
export type RemoteScope = (typeof REMOTES)[number]['scope'];

/** The module every remote exposes: a component that renders <Routes> for its own paths. */
export const REMOTE_ROUTES_MODULE = './Routes';

/** Shape of the runtime config the site server answers at /remotes.json. */
export interface RemotesManifest {
  remotes: Array<{ name: RemoteScope; folder: RemoteFolder; entry: string; routes: string[] }>;
}

/**
 * A remote publishes its Node build beside its browser manifest: <base>/server/remoteEntry.js.
 * The site server derives the URL from the browser entry (resolved against `origin` when the
 * entry is same-origin), so one variable per remote points both at a deployment.
 */
export function serverEntryOf(entry: string, origin: string): string {
  return new URL('server/remoteEntry.js', new URL(entry, origin)).href;
}

/** Same-origin default: each remote's build is served by the site under /remotes/<folder>/. */
export function defaultRemoteEntry(folder: RemoteFolder): string {
  return `/remotes/${folder}/mf-manifest.json`;
}
