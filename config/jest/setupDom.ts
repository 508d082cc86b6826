// jsdom lacks a few browser APIs that MUI and OpenLayers touch.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor give a busy machine time; the reason is next to the constant in base.js (plain JS).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- base.js is CommonJS without types (jest loads it as a config); an import would need allowJs
const { ASYNC_UTIL_TIMEOUT_MS } = require('./base') as { ASYNC_UTIL_TIMEOUT_MS: number };
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
