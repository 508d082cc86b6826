/**
 * How a remote is named and found. A remote's folder (`mf-locator`) is its workspace and URL
 * segment (/remotes/<folder>/); everything else derives from it, so adding a remote adds no
 * entry to a central table.
 */

/** The module every remote exposes: a component that renders <Routes> for its own pages. */
export const REMOTE_ROUTES_MODULE = './Routes';

/** The Module Federation container name (a JS identifier): `mf-locator` → `mf_locator`. */
export function scopeOf(folder: string): string {
  return folder.replace(/-/g, '_');
}

/** The variable that points the site at a separately deployed build: REMOTE_MF_LOCATOR_URL. */
export function remoteUrlEnvVar(folder: string): string {
  return `REMOTE_${folder.replace(/-/g, '_').toUpperCase()}_URL`;
}

/** The URL of that build's server entry as the site server reaches it, when not beside the browser build. */
export function remoteServerUrlEnvVar(folder: string): string {
  return `REMOTE_${folder.replace(/-/g, '_').toUpperCase()}_SERVER_URL`;
}

/** Same-origin default: each remote's build is served by the site under /remotes/<folder>/. */
export function defaultRemoteEntry(folder: string): string {
  return `/remotes/${folder}/mf-manifest.json`;
}

/**
 * A remote publishes its Node build beside its browser manifest: <base>/server/remoteEntry.js.
 * The site server derives the URL from the browser entry (resolved against `origin` when the
 * entry is same-origin), so one variable per remote points both at a deployment.
 */
export function serverEntryOf(entry: string, origin: string): string {
  return new URL('server/remoteEntry.js', new URL(entry, origin)).href;
}
