import type { SiteLanguage } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { EN, type FrameText } from './en-US';
import { ES } from './es-US';

export type { FrameText } from './en-US';

/** The frame's words in each language of the site (a few hundred bytes: both ship with the frame). */
export const FRAME_TEXT: Record<SiteLanguage, FrameText> = { 'en-US': EN, 'es-US': ES };

/** The frame's words in the page's language (the router's basename decides it). */
export function useFrameText(): FrameText {
  return FRAME_TEXT[useLanguage()];
}
