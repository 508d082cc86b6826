import { ES as RELEASED } from '../../../mf-partnership/src/i18n/es-US';

/** The FAQ's introduction as the partnership team rewrote it in Spanish for this build. */
export const VARIANT_FAQ_INTRO_ES = 'Respuestas directas sobre el costo, los kioscos y la instalación, revisadas por nuestro equipo este mes.';

// The same remote's Spanish catalogue with one text fixed: a remote deploy, no shell release (issue #30).
/** @public read by the variant build in place of the remote's own (webpack.config.ts), not imported by name */
export const ES: typeof RELEASED = { ...RELEASED, 'faq.intro': VARIANT_FAQ_INTRO_ES };
