/**
 * Rendered public pages, by key (path + the versions of the remotes they came from). Bounded:
 * the oldest entry goes first once `maxEntries` is reached, and an entry is rendered again
 * after `ttlMs` (the footer's year, a remote that changed behind an unchanged entry).
 */
export function createPageCache<V>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      // Refresh its place: Map keeps insertion order, so the first key is the least recent.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
