/**
 * The subset of semantic-version ranges the contract uses: `^1.2.0`, `~1.2.0`, `1.2.0`, `*`.
 * A remote declares the platform range it was built against (its package.json's range for
 * @powernest/shared-ui); the host checks the version it provides against it.
 */
type Version = [number, number, number];

function parse(version: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** true when `version` satisfies `range`; an unparsable version or range never does. */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  const r = range.trim();
  if (!v) return false;
  if (r === '*') return true;
  const base = parse(r.replace(/^[\^~]/, ''));
  if (!base || compare(v, base) < 0) return false;
  if (r.startsWith('^')) {
    // Caret: no change of the left-most non-zero part (0.x minors are breaking).
    if (base[0] > 0) return v[0] === base[0];
    if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
    return v[0] === 0 && v[1] === 0 && v[2] === base[2];
  }
  if (r.startsWith('~')) return v[0] === base[0] && v[1] === base[1];
  return compare(v, base) === 0;
}
