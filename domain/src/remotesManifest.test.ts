import { buildRemotesManifest } from './remotesManifest';
import { serverEntryOf } from './remotes';

describe('remotes manifest', () => {
  it('serves every remote from the same origin by default, with the routes it owns', () => {
    const { remotes } = buildRemotesManifest();
    expect(remotes.map((r) => [r.name, r.entry])).toEqual([
      ['mf_marketing', '/remotes/mf-marketing/mf-manifest.json'],
      ['mf_partnership', '/remotes/mf-partnership/mf-manifest.json'],
      ['mf_locator', '/remotes/mf-locator/mf-manifest.json'],
      ['mf_admin', '/remotes/mf-admin/mf-manifest.json'],
    ]);
    expect(remotes[2].routes).toEqual(['/find-locations']);
    expect(remotes[0].routes).toEqual(['/', '/about', '/services', '/contact', '/testimonials']);
  });

  it('lets one team point the site at its own deployment', () => {
    const { remotes } = buildRemotesManifest({ REMOTE_MF_LOCATOR_URL: 'https://maps.example.com/mf-manifest.json' });
    expect(remotes.find((r) => r.folder === 'mf-locator')?.entry).toBe('https://maps.example.com/mf-manifest.json');
    expect(remotes.find((r) => r.folder === 'mf-admin')?.entry).toBe('/remotes/mf-admin/mf-manifest.json');
  });

  it('finds a remote\'s server build beside its browser manifest', () => {
    expect(serverEntryOf('/remotes/mf-marketing/mf-manifest.json', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/remotes/mf-marketing/server/remoteEntry.js');
    expect(serverEntryOf('https://cdn.example.com/marketing/v7/mf-manifest.json', 'http://127.0.0.1:3000')).toBe('https://cdn.example.com/marketing/v7/server/remoteEntry.js');
  });
});
