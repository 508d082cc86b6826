// The buildable apps in build order: remotes first, then the shell that loads them.
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
export const APPS = ['mf-marketing', 'mf-partnership', 'mf-locator', 'mf-admin', 'shell'] as const;
export type AppFolder = (typeof APPS)[number];

export function appDir(folder: string): string {
  return path.join(root, folder);
}

