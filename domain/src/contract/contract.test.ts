import { isStaticPath, matchPagePath } from './pagePath';
import { pageManifestSchema, describeIssues } from './pageManifest';
import type { SiteRemote } from './site';
import { findPage, menuOf } from './siteLookup';

describe('page paths', () => {
  it('matches static, parameterised and prefix paths', () => {
    expect(matchPagePath('/faq', '/faq/')).toBe(true);
    expect(matchPagePath('/faq', '/faq/more')).toBe(false);
    expect(matchPagePath('/admin/leads/:id', '/admin/leads/42')).toBe(true);
    expect(matchPagePath('/admin/leads/:id', '/admin/leads')).toBe(false);
    expect(matchPagePath('/admin/leads/:id', '/admin/leads/42/notes')).toBe(false);
    expect(matchPagePath('/help/*', '/help/kiosks/sizes')).toBe(true);
    expect(matchPagePath('/help/*', '/help')).toBe(false);
    expect(matchPagePath('/', '/')).toBe(true);
    expect(matchPagePath('/', '/about')).toBe(false);
    expect(isStaticPath('/faq')).toBe(true);
    expect(isStaticPath('/admin/leads/:id')).toBe(false);
  });
});

const page = (path: string) => ({ path, title: path, heading: path, description: '', keywords: [], index: true });
const remote = (name: string, paths: string[], menu: SiteRemote['menu'] = []): SiteRemote => ({ name, folder: name, entry: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', contract: '^1.0.0', pages: paths.map(page), menu });

describe('the composed site', () => {
  const site = [remote('a', ['/admin/leads/:id', '/help/*']), remote('b', ['/admin/leads/new', '/faq'])];

  it('gives a path to the most specific page: static over parameter over prefix', () => {
    expect(findPage(site, [], '/admin/leads/new')?.remote?.name).toBe('b');
    expect(findPage(site, [], '/admin/leads/7')?.remote?.name).toBe('a');
    expect(findPage(site, [], '/help/x')?.page.path).toBe('/help/*');
    expect(findPage(site, [page('/test')], '/test')?.remote).toBeNull();
    expect(findPage(site, [], '/nope')).toBeUndefined();
  });

  it('orders each menu group by its entries\' order, whoever publishes them', () => {
    const menu = menuOf(
      [
        remote('a', [], [{ label: 'FAQ', to: '/faq', group: 'main', order: 60 }]),
        remote('b', [], [
          { label: 'Home', to: '/', group: 'main', order: 10 },
          { label: 'Process', to: '/p', group: 'partnership', order: 10 },
        ]),
      ],
      'main',
    );
    expect(menu.map((m) => m.label)).toEqual(['Home', 'FAQ']);
  });
});

describe('page manifest schema', () => {
  const valid = { schema: 1, folder: 'mf-x', scope: 'mf_x', version: '1.0.0', contract: '^1.0.0', pages: [page('/x/')], menu: [{ label: 'X', to: '/x', group: 'main', order: 5 }] };

  it('accepts what a remote publishes, with paths normalised', () => {
    const parsed = pageManifestSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.pages[0].path).toBe('/x');
  });

  it('says what is wrong, field by field', () => {
    const parsed = pageManifestSchema.safeParse({ ...valid, pages: [{ ...page('no-slash') }, page('/a/*/b')], menu: [{ label: 'Y', to: '/y/:id', group: 'side', order: 1 }] });
    expect(parsed.success).toBe(false);
    const text = describeIssues(parsed.error!);
    expect(text).toContain('pages.0.path: a path starts with "/"');
    expect(text).toContain('pages.1.path: a wildcard is only allowed as the last segment');
    expect(text).toContain('menu.0.to: a menu entry links to one page');
    expect(text).toContain('menu.0.group');
  });
});
