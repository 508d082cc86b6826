// The offer as this remote's pages list it (process, wizard benefits summary): message ids of the
// catalogues (src/i18n), in order. Every promise is one of product.md §1 and §9, its figures the
// domain's (src/i18n/figures.ts).

/** product.md §1 claims, as the benefits a partner gets. */
export const PARTNER_BENEFITS = ['noCost', 'installation', 'liability', 'maintenance', 'support', 'end'] as const;

/** product.md §2 five-step timeline; each step's duration is one of the domain's figures (product.md §9 promises), the last one a word. */
export const PROCESS_STEPS = [
  { id: 'apply', duration: 'applyIn' },
  { id: 'review', duration: 'reviewWithin' },
  { id: 'evaluation', duration: 'siteEvaluation' },
  { id: 'installation', duration: 'installationTime' },
  { id: 'active', duration: null },
] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];
