import { BRAND_NAME, NOT_FOUND_PAGE, pageIn } from '@powernest/domain';
import type { FrameText } from './en-US';

// The frame's words in US Spanish: for small-business owners, "usted"; the brand stays as is.
export const ES: FrameText = {
  skipToContent: 'Saltar al contenido',
  homeLink: `Inicio de ${BRAND_NAME}`,
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  openMenu: 'Abrir menú',
  partnership: 'Alianzas',
  viewInLanguage: 'Ver esta página en español',
  signOut: 'Cerrar sesión',
  company: 'Empresa',
  getInTouch: 'Contacto',
  about: `${BRAND_NAME} es un distribuidor independiente de kioscos de baterías portátiles para celulares, sin costo ni responsabilidad para los pequeños negocios de todo Estados Unidos.`,
  tagline: 'Equipo gratuito, instalación profesional, cobertura de responsabilidad civil y soporte las 24 horas, los 7 días de la semana.',
  disclaimer: 'Distribuidor independiente; sin afiliación con ningún fabricante de kioscos.',
  // The 404 page's words are its page entry's (the <head> reads the same).
  notFoundHeading: pageIn(NOT_FOUND_PAGE, 'es-US').heading,
  notFoundDescription: pageIn(NOT_FOUND_PAGE, 'es-US').description,
  backHome: 'Volver al inicio',
  sectionUnavailableTitle: 'Esta sección no está disponible en este momento',
  sectionUnavailable: `No pudimos cargar esta parte del sitio. El resto de ${BRAND_NAME} funciona con normalidad; vuelva a intentarlo en un momento.`,
  retry: 'Reintentar',
  sectionUpdatingTitle: 'Estamos actualizando esta sección',
  sectionUpdating: `Esta parte de ${BRAND_NAME} se está actualizando en este momento. El resto del sitio funciona con normalidad; vuelva a intentarlo en unos minutos.`,
  needsJavaScript:
    'Esta parte del sitio necesita JavaScript. Active JavaScript en su navegador y vuelva a cargar la página. Todas las páginas públicas (la oferta, la solicitud, la calculadora de retorno (ROI), el localizador) funcionan sin él.',
};
