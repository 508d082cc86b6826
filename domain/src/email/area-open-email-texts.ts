import type { SiteLanguage } from '../contract/languages';
import { BRAND_NAME } from '../site/brand';
import { APPLICANT_EMAIL_TEXTS } from './applicant-email-texts';
import type { MailSafe } from './mail-sanitiser';

/**
 * The e-mail a waiting-list entry gets when its area opens (issue #44), in the language they
 * joined in. It repeats nothing they typed (their business name is a stranger's text): only the
 * area's name, which the team wrote, and where to apply.
 */
export interface AreaOpenEmailTexts {
  subject: (area: MailSafe) => string;
  text: (area: MailSafe, applyUrl: string, phone: string, email: string) => string;
}

const EN = APPLICANT_EMAIL_TEXTS['en-US'];
const ES = APPLICANT_EMAIL_TEXTS['es-US'];

export const AREA_OPEN_EMAIL_TEXTS: Record<SiteLanguage, AreaOpenEmailTexts> = {
  'en-US': {
    subject: (area) => `${BRAND_NAME} is now in ${area}`,
    text: (area, applyUrl, phone, email) =>
      `${EN.greeting('' as MailSafe)}\n\nYou asked us to tell you when ${BRAND_NAME} comes to ${area}: it is here now. A free phone-charging kiosk for your business is one application away:\n${applyUrl}\n\nYou get this e-mail once, because you joined our waiting list for ${area}.\n\n${EN.contact(phone, email)}\n\n${EN.signature}\n`,
  },
  'es-US': {
    subject: (area) => `${BRAND_NAME} ya está en ${area}`,
    text: (area, applyUrl, phone, email) =>
      `${ES.greeting('' as MailSafe)}\n\nNos pidió que le avisáramos cuando ${BRAND_NAME} llegara a ${area}: ya estamos aquí. Un quiosco gratuito de carga de teléfonos para su negocio está a una solicitud de distancia:\n${applyUrl}\n\nRecibe este correo una sola vez, porque se inscribió en nuestra lista de espera para ${area}.\n\n${ES.contact(phone, email)}\n\n${ES.signature}\n`,
  },
};
