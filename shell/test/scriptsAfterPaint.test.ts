import crypto from 'node:crypto';
import { pageSecurityHeaders } from '../server/securityHeaders';
import { SCRIPTS_AFTER_PAINT_ID, loadScriptsAfterPaint } from '../server/ssr/scriptsAfterPaint';

const TEMPLATE = '<!doctype html><html><head><meta charset=utf-8><script defer src=/main.js></script></head><body><div id="root">page</div></body></html>';

describe('a server-rendered page loads its scripts after it has painted', () => {
  const html = loadScriptsAfterPaint(TEMPLATE, { preload: ['/vendor-react.1.js', '/remotes/mf-x/remoteEntry.js'], fetch: ['/remotes/mf-x/mf-manifest.json'], start: 'paint' });

  test('no script is requested from <head>: the entry moves into the list the loader reads, after the page', () => {
    expect(html).not.toContain('<script defer');
    const list = new RegExp(`<script id="${SCRIPTS_AFTER_PAINT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual({ preload: ['/vendor-react.1.js', '/remotes/mf-x/remoteEntry.js'], fetch: ['/remotes/mf-x/mf-manifest.json'], run: ['/main.js'], start: 'paint' });
    expect(html.indexOf('id="root"')).toBeLessThan(html.indexOf(SCRIPTS_AFTER_PAINT_ID));
  });

  test("the page's Content-Security-Policy allows exactly its inline loader", () => {
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = pageSecurityHeaders([])['content-security-policy'].split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
  });

  test('a list that names a closing script tag cannot end its element', () => {
    const hostile = loadScriptsAfterPaint(TEMPLATE, { preload: ['/a</script><script>alert(1)</script>.js'], fetch: [], start: 'paint' });
    expect(hostile).not.toContain('</script><script>alert(1)');
  });
});
