// Proposal (issue #27, "colours only from the theme"): no hex colour written outside the theme's
// palette. Every colour is a theme token: `theme.palette.…` or an sx string ('primary.main',
// 'brand.dark', 'accent.blue'); the values live once, in shared-ui/src/theme/palette.ts.
//
// To wire it into eslint.config.mjs: `no-restricted-syntax` is already set per folder there (the
// dynamic-import bans of `packageRules`), and in a flat config a later block REPLACES an earlier
// block's options for the same rule, it does not add to them. So either spread
// `HEX_COLOUR_SELECTORS` into the `no-restricted-syntax` list that `packageRules` builds for the
// folders below, or append `noHexColours()` after those blocks and let it carry the dynamic-import
// selectors too (`noHexColours({ extra: calls })`). Checked with a temporary config: the current
// tree has no hit; a literal such as `bgcolor: '#10231c'`, `fill="#fff"`,
// 'linear-gradient(135deg, #0b6e4f 0%, …)' or a template `3px solid #fff` is reported.

/** A hex colour inside a string: #rgb, #rgba, #rrggbb, #rrggbbaa, not followed by a word character. */
const HEX = String.raw`#([0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![0-9a-zA-Z_-])`;

const message =
  "No hex colours outside the theme: use a theme token (sx 'primary.main', 'brand.dark', or theme.palette…). New colours go in shared-ui/src/theme/palette.ts.";

/** `no-restricted-syntax` entries: string literals (JSX attribute values included) and template parts. */
export const HEX_COLOUR_SELECTORS = [
  { selector: `Literal[value=/${HEX}/]`, message },
  { selector: `TemplateElement[value.raw=/${HEX}/]`, message },
];

/** Where it applies: the browser code of the apps and the platform. */
export const HEX_COLOUR_FILES = ['mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'];

/** The one file allowed to write them. */
export const HEX_COLOUR_IGNORES = ['shared-ui/src/theme/palette.ts'];

/**
 * A flat-config block. `extra`: other `no-restricted-syntax` entries for the same files (see above:
 * the rule's options are replaced, not merged, by a later block).
 */
export function noHexColours({ extra = [] } = {}) {
  return {
    files: HEX_COLOUR_FILES,
    ignores: HEX_COLOUR_IGNORES,
    rules: { 'no-restricted-syntax': ['error', ...extra, ...HEX_COLOUR_SELECTORS] },
  };
}
