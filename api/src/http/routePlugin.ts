/**
 * A plugin of routes, named for Fastify after its function (what fastify-plugin's `name` sets,
 * without its `skip-override`: the plugin keeps a scope of its own). Fastify names every plugin it
 * registers (its plugin tree, its "did not start in time" errors); for one without a name it first
 * searches every loaded module (`require.cache`) for one exporting it, which never finds these (a
 * module's default export is not its `exports`), once or twice per registration. Under jest, whose
 * module registry is slow to list, some sixty such searches per app were a sixth of an API test's
 * time (issue #41).
 */
export function routePlugin<T extends (...args: never[]) => unknown>(plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
