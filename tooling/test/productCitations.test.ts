// Issue #43 item 6: the requirements the code relies on live in docs/product.md, and comments,
// tests and docs cite that ("product.md §5"), never a specification outside the repository. This
// fails when such a citation comes back, in a tracked file or a new one not yet committed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const self = path.relative(root, __filename).split(path.sep).join('/');

/** The upper-case word, the external file's name, its folder, and the possessive of "the spec" (written apart so this file does not match). */
const EXTERNAL = ['(^|[^A-Za-z_])' + 'SPEC' + '([^A-Za-z_]|$)', 'SPEC' + '\\.md', 'shared/' + 'SPEC', 'the ' + "spec's"];

function citations(): string[] {
  const args = ['grep', '-n', '-I', '--untracked', '-E', ...EXTERNAL.flatMap((p) => ['-e', p]), '--', '.', `:!${self}`, ':!docs/product.md', ':!package-lock.json'];
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).split('\n').filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

test('nothing cites the external specification: the requirements are docs/product.md', () => {
  expect(citations()).toEqual([]);
});

test('docs/product.md has the nine sections citations point to', () => {
  const file = path.join(root, 'docs/product.md');
  expect(existsSync(file)).toBe(true);
  const headings = readFileSync(file, 'utf8').match(/^## §\d .+$/gm) ?? [];
  expect(headings.map((h) => h.slice(3, 5))).toEqual(['§1', '§2', '§3', '§4', '§5', '§6', '§7', '§8', '§9']);
});

test('every "product.md §n" cites a section that exists', () => {
  const out = execFileSync('git', ['grep', '-h', '-o', '-I', '--untracked', '-E', 'product\\.md §[0-9]+'], { cwd: root, encoding: 'utf8' });
  const cited = new Set([...out.matchAll(/§(\d+)/g)].map((m) => Number(m[1])));
  expect([...cited].filter((n) => n < 1 || n > 9)).toEqual([]);
});
