// `npx tsx tooling/scripts/og-image.ts`: draws the social-card image (shell/public/og-image.jpg,
// 1200x630, what Open Graph and Twitter cards show) from the brand constants and theme colours,
// in Debian's Chromium. Run it again when the brand or its tagline changes; the JPEG is committed.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BRAND_NAME, BRAND_TAGLINE, OG_IMAGE } from '@powernest/domain';
import { theme } from '@powernest/shared-ui';

const out = path.resolve(__dirname, '..', '..', 'shell', 'public', OG_IMAGE.path.slice(1));
const { primary, secondary } = theme.palette;

const html = `<!doctype html><html><body style="margin:0;width:${OG_IMAGE.width}px;height:${OG_IMAGE.height}px;display:flex;align-items:center;
  background:linear-gradient(135deg, ${primary.dark} 0%, ${primary.main} 60%, ${primary.light} 100%);font-family:'DejaVu Sans',Arial,sans-serif;color:#fff">
  <div style="padding:0 90px">
    <div style="display:flex;align-items:center;gap:28px">
      <svg width="120" height="120" viewBox="0 0 64 64"><rect x="2" y="2" width="60" height="60" rx="16" fill="#fff"/>
        <path d="M14 40c6 8 30 8 36 0" fill="none" stroke="${secondary.main}" stroke-width="4" stroke-linecap="round"/>
        <path d="M35 10 22 34h9l-3 16 14-26h-9l2-14z" fill="${primary.main}"/></svg>
      <div style="font-size:84px;font-weight:800;letter-spacing:-1px">${BRAND_NAME}</div>
    </div>
    <div style="font-size:56px;font-weight:700;margin-top:40px;line-height:1.15">Free phone charger kiosks<br>for small businesses</div>
    <div style="font-size:30px;margin-top:28px;color:${secondary.main};font-weight:600">${BRAND_TAGLINE}</div>
  </div></body></html>`;

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'jpeg', quality: 88 });
  await browser.close();
  console.log(`wrote ${out}`);
})().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
