// Issue #30: Spanish pages keep the English pages' budgets. Every page the sitemap lists with a
// Spanish alternate, Lighthouse mobile on its English and its Spanish address side by side in one
// run (the machine's noise falls on both alike), and what the ICU message library costs each
// remote that formats messages (the chunk that holds intl-messageformat's parser).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium, lighthouseRow, medianRow, startSite, untilRendered, type LighthouseRow } from './web';

const root = path.resolve(__dirname, '..', '..');

export interface LanguagesBench {
  rows: LighthouseRow[];
  /** Per remote build: the chunk holding the ICU message parser, its size as sent (brotli 11 and gzip 9). */
  library: { app: string; chunk: string; bytes: number; brotliBytes: number; gzipBytes: number }[];
}

/** English pages with a Spanish alternate, as the sitemap lists them. */
async function pagesInBoth(origin: string): Promise<{ english: string; spanish: string }[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, entry]) => {
    const english = /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1];
    const spanish = /hreflang="es-US" href="([^"]+)"/.exec(entry!)?.[1];
    return english && spanish && !new URL(english).pathname.startsWith('/es') ? [{ english: new URL(english).pathname, spanish: new URL(spanish).pathname }] : [];
  });
}

/** The built chunk of each app that carries intl-messageformat's parser (its error names are kept by the minifier). */
function libraryChunks(): LanguagesBench['library'] {
  const apps = fs.readdirSync(root).filter((d) => d.startsWith('mf-') || d === 'shell');
  return apps.flatMap((app) => {
    const dist = path.join(root, app, 'dist');
    if (!fs.existsSync(dist)) return [];
    return fs
      .readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .flatMap((chunk) => {
        const code = fs.readFileSync(path.join(dist, chunk));
        if (!code.includes('EXPECT_ARGUMENT_CLOSING_BRACE')) return [];
        return [{ app, chunk, bytes: code.length, brotliBytes: zlib.brotliCompressSync(code).length, gzipBytes: zlib.gzipSync(code, { level: 9 }).length }];
      });
  });
}

export async function runLanguagesBench({ port = 4398, runs = 1, log = console.log } = {}): Promise<LanguagesBench> {
  const site = await startSite(port, {});
  const chrome = await launchChromium();
  try {
    const rows: LighthouseRow[] = [];
    const pages = await pagesInBoth(`http://127.0.0.1:${port}`);
    log(`${pages.length} pages in both languages`);
    for (const { english, spanish } of pages) {
      for (const [address, language] of [[english, 'en-US'], [spanish, 'es-US']] as const) {
        const url = `http://127.0.0.1:${port}${address}`;
        await untilRendered(url);
        rows.push(await medianRow(runs, () => lighthouseRow(url, chrome.port, english, language)));
      }
    }
    return { rows, library: libraryChunks() };
  } finally {
    chrome.kill();
    site.kill('SIGTERM');
  }
}
