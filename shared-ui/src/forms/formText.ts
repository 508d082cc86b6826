// By its package name, as the shared module (the router it reads the language from).
import { usePlainText, type Catalogues } from '@powernest/shared-ui/i18n';

const EN = {
  /** The error summary's title when the answer has none of its own (GOV.UK's wording). */
  errorSummary: 'There is a problem',
  /** The spam trap's label: hidden from people, read by bots. */
  honeypot: 'Leave this field empty',
};

/** The shared form parts' own words, per language (issue #30). */
const FORM_TEXT: Catalogues<typeof EN> = {
  'en-US': EN,
  'es-US': { errorSummary: 'Hay un problema', honeypot: 'Deje este campo vacío' },
};

export const useFormText = () => usePlainText(FORM_TEXT);
