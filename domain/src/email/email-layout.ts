// The layout every PowerNest e-mail shares: its three parts, HTML escaping, the page around a
// body (in the language it is written in, issue #30) and a table of labelled rows.
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../contract/languages';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Text as HTML: escaped, its line breaks kept. */
export const htmlParagraph = (s: string): string => escapeHtml(s).replace(/\n/g, '<br>');

/** Rows of label and value, as "Label: value" lines and as an HTML table. */
export function renderRows(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${htmlParagraph(value)}</td></tr>`)
      .join('')}</table>`,
  };
}

/** The HTML document around an e-mail's body. */
export const emailPage = (body: string, language: SiteLanguage = DEFAULT_LANGUAGE): string =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">${body}</body></html>`;

/** A plain-text e-mail's HTML part: the text, escaped, its line breaks kept, in the language it is written in (issue #30). */
export const plainEmailHtml = (text: string, language: SiteLanguage = DEFAULT_LANGUAGE): string => emailPage(`<p>${htmlParagraph(text)}</p>`, language);
