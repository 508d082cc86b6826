import { waitWording } from '../admin/admin';
import type { SiteLanguage } from '../contract/languages';

/** "1 segundo", "15 minutos": waitWording in Spanish. */
function waitWordingEs(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

const TOO_MANY_REQUESTS: Record<SiteLanguage, (retryAfterSeconds: number) => string> = {
  'en-US': (seconds) => `Too many requests. Please try again in ${waitWording(seconds)}.`,
  'es-US': (seconds) => `Demasiados intentos en poco tiempo. Inténtelo de nuevo en ${waitWordingEs(seconds)}.`,
};

/**
 * A limit's refusal (429), "Too many requests. Please try again in 15 minutes.": the API answers
 * in English, a page in another language words it from the answer's Retry-After (issue #30).
 */
export const tooManyRequestsIn = (language: SiteLanguage, retryAfterSeconds: number): string => TOO_MANY_REQUESTS[language](retryAfterSeconds);
