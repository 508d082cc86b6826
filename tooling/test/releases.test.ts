// The release list the mixed-build suite starts from (tooling/compat/releases.json) must agree
// with git: a wrong commit would build the wrong tree and the suite would still pass.
import { execFileSync } from 'node:child_process';
import { RELEASES, previousReleaseRef } from '../compat/previousRelease';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const isAncestor = (a: string, b: string) => {
  try {
    git('merge-base', '--is-ancestor', a, b);
    return true;
  } catch {
    return false;
  }
};

test('every recorded release is a commit on the history of HEAD, newest first', () => {
  expect(RELEASES.length).toBeGreaterThan(0);
  RELEASES.forEach((release, i) => {
    expect(isAncestor(release.commit, 'HEAD')).toBe(true);
    const older = RELEASES[i + 1];
    if (older) expect(isAncestor(older.commit, release.commit)).toBe(true);
  });
});

test('a release tag present in this clone names the recorded commit', () => {
  const tags = new Set(git('tag', '--list', 'v*').split('\n').filter(Boolean));
  for (const release of RELEASES.filter((r) => tags.has(r.tag))) {
    expect(`${release.tag} ${git('rev-parse', `${release.tag}^{commit}`)}`).toBe(`${release.tag} ${release.commit}`);
  }
});

test('the previous release is the newest recorded one behind HEAD, HEAD itself excluded', () => {
  const expected = RELEASES.find((r) => r.commit !== git('rev-parse', 'HEAD'));
  expect(previousReleaseRef().tag).toBe(expected?.tag);
});
