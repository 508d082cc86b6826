import path from 'node:path';
import { prepareBuildOf, type Release } from '../compat/previousRelease';

const root = path.resolve(__dirname, '..', '..');

/**
 * The builds a bench compares: today's tree and, when `before` is given, that commit's build,
 * made once in .tmp/builds/<folder> and reused after.
 */
export function buildsToCompare(before: Release | null, folder: string, log: (line: string) => void): { label: string; tree: string }[] {
  const builds = [{ label: 'today', tree: root }];
  if (before) {
    const beforeDir = path.join(root, '.tmp', 'builds', folder);
    prepareBuildOf(before, beforeDir, log);
    builds.push({ label: before.tag, tree: beforeDir });
  }
  return builds;
}
