import { usePlainText, type Catalogues } from '@powernest/shared-ui/i18n';
import { EN } from './en-US';
import { ES } from './es-US';

/** The frame's words in each language of the site (a few hundred bytes: both ship with the frame). */
export const FRAME_TEXT: Catalogues<typeof EN> = { 'en-US': EN, 'es-US': ES };

/** The frame's words in the page's language (the router's basename decides it): `t('skipToContent')`. */
export function useFrameText(): (id: keyof typeof EN) => string {
  return usePlainText(FRAME_TEXT);
}
