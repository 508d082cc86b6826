// Hooks for the tests of a remote's pages in another language (issue #30): they run around every
// test of the file (or `describe`) that installs them.
import type { SiteLanguage } from '@powernest/domain';

/**
 * Fails a test whose page reported a missing text: shared-ui's catalogue warns `[i18n] no es-US
 * text for "…"` and shows the English, so none may be reported. Other warnings are silenced.
 */
export function failOnMissingTexts() {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('[i18n]'))).toEqual([]);
    warn.mockRestore();
  });
}

/** The page as the site server writes it: `<html lang>` in its language (shared-ui's toast reads it). */
export function withDocumentLanguage(language: SiteLanguage) {
  beforeEach(() => {
    document.documentElement.lang = language;
  });
  afterEach(() => document.documentElement.removeAttribute('lang'));
}
