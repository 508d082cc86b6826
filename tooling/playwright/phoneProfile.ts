import type { Page } from '@playwright/test';

/**
 * The mid-range phone of issue #26 (ARCHITECTURE "Progressive enhancement"): CPU 4x slower, a
 * 150 ms / 1.6 Mbit/s link; use with a 390 x 844 touch viewport. Chromium only (CDP).
 */
export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
}

export const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Whether React has taken over an element yet (it marks adopted elements with a fiber key). */
export const adoptedByReact = (selector: string) => `Object.keys(document.querySelector(${JSON.stringify(selector)}) ?? {}).some((k) => k.startsWith('__reactFiber$'))`;
