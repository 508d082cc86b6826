// The pseudo-locale (issue #30): every message of a catalogue, marked, stands in for the Spanish
// one, so a page rendered in it shows, unmarked, exactly what no catalogue wrote: a hard-coded
// string. A test mocks a remote's `es-US` catalogue with `pseudoCatalogue(EN)`, renders a page
// at its Spanish address, and expects `unmarkedTexts(document.body, allowed)` to be empty.

/** The marks around every pseudo message: not letters, so a marked text is still searchable by its words. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** The catalogue with each message marked (ICU placeholders and plurals inside stay valid). */
export function pseudoCatalogue<C extends Record<string, string>>(catalogue: C): C {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, `${PSEUDO_OPEN}${message}${PSEUDO_CLOSE}`])) as C;
}

/** Attributes a visitor or a screen reader meets as text. */
const TEXT_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'] as const;

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/**
 * The texts under `root` (text nodes and the attributes a person reads) that carry words but no
 * pseudo mark and are not one of the `allowed` texts (the brand, names from the data, texts
 * another owner translates: the domain's Spanish, the page's manifest). A text made of allowed
 * texts and non-words ("PowerNest · 24/7") passes.
 */
export function unmarkedTexts(root: Element, allowed: readonly string[]): string[] {
  const known = [...new Set(allowed.filter((a) => a.trim() !== ''))].sort((a, b) => b.length - a.length);
  const unmarked = (text: string) => {
    if (!hasWords(text) || text.includes(PSEUDO_OPEN) || text.includes(PSEUDO_CLOSE)) return false;
    let rest = text;
    for (const a of known) rest = rest.split(a).join(' ');
    return hasWords(rest);
  };
  const found = new Set<string>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, noscript, [aria-hidden="true"] svg')) continue;
    const text = node.textContent?.trim() ?? '';
    if (unmarked(text)) found.add(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of TEXT_ATTRIBUTES) {
      const text = element.getAttribute(attribute)?.trim() ?? '';
      if (unmarked(text)) found.add(`[${attribute}] ${text}`);
    }
  }
  return [...found];
}
