import type { Translation } from '@powernest/shared-ui/i18n';
import type { EN } from './en-US';

// The marketing pages in US Spanish (issue #30): written for small-business owners, addressing
// them as "usted". The offer's figures are values ({notice}, {equipment}), formatted for es-US
// from the domain's constants (figures.ts), never retyped here.

export const ES: Translation<typeof EN> = {
  'cta.getKiosks': 'Obtenga kioscos GRATIS',
  'cta.applyNow': 'Solicite ahora',

  'figure.free': '{amount} GRATIS',

  'offer.benefit.noUpfrontCost': 'Sin pagos iniciales ni cuotas mensuales',
  'offer.benefit.installation': 'Instalación profesional incluida',
  'offer.benefit.support': 'Soporte técnico 24/7',
  'offer.benefit.liability': 'Cobertura total de responsabilidad civil',
  'offer.benefit.maintenance': 'Mantenimiento y reparaciones cubiertos',
  'offer.benefit.experience': 'Una mejor experiencia para sus clientes',
  'offer.claim.experience': 'Una mejor experiencia para sus clientes',
  'offer.claim.endAnyTime': 'Puede terminar la alianza cuando quiera, con {notice} de aviso y sin penalización',
  'offer.claim.removal': 'Retiramos el kiosco sin costo alguno',
  'offer.claim.review': 'Revisamos su solicitud en un plazo de {reviewWithin} y nos comunicamos con usted en menos de {contactWithin}',
  'offer.installationService': 'Instalación profesional, con un valor habitual de {installation}, realizada en {installationTime} sin costo para usted.',


  'home.tagline': 'Kioscos de baterías portátiles para celulares, GRATIS para pequeños negocios',
  'home.claim': 'Costo cero, riesgo cero',
  'home.learnMore': 'Más información',
  'home.learnMoreAbout': 'sobre {brand}',
  'home.kioskImage': 'Un kiosco de carga {brand} con baterías portátiles listas para sus clientes',
  'home.cardsLabel': 'Por qué asociarse con nosotros',
  'home.zeroCost.title': 'Cero costo',
  'home.zeroCost.text': 'El kiosco, la instalación, las baterías portátiles y el mantenimiento son gratuitos. Sin pagos iniciales ni cuotas mensuales.',
  'home.zeroLiability.title': 'Cero responsabilidad',
  'home.zeroLiability.text': 'Cobertura total de responsabilidad civil, con mantenimiento y reparaciones incluidos. Usted no asume ningún riesgo.',
  'home.fullSupport.title': 'Soporte completo',
  'home.fullSupport.text': 'Instalación profesional y soporte técnico 24/7 para usted y sus clientes.',
  'home.includedTitle': 'Todo incluido, nada que pagar',
  'home.valueTitle': 'El valor de su alianza',
  'home.valueEquipment': 'Equipo',
  'home.valueInstallation': 'Instalación',
  'home.valueTotal': 'Valor total',
  'home.applyIn': 'Solicite en {applyIn}',

  'about.whoWeAre.title': 'Quiénes somos',
  'about.whoWeAre.text':
    '{brand} es un distribuidor independiente de kioscos de baterías portátiles para celulares, sin costo ni responsabilidad para los pequeños negocios de todo Estados Unidos. Instalamos kioscos de carga (estaciones que prestan baterías portátiles completamente cargadas) en cafeterías, tiendas, oficinas, hoteles, clínicas, talleres, salones de belleza y gimnasios.',
  'about.whoWeAre.independence':
    'No estamos afiliados a ningún fabricante en particular. Esa independencia nos permite elegir el kiosco que mejor se adapta a su espacio y a sus clientes, no el que una marca quiere vender.',
  'about.mission.title': 'Nuestra misión',
  'about.mission.text':
    'Nadie debería tener que irse de un lugar que disfruta porque se le descargó el celular. Nuestra misión es mantener a Estados Unidos con carga y ofrecer a los pequeños negocios las mismas comodidades para sus clientes que tienen las grandes cadenas, sin el costo.',
  'about.commitment.title': 'Nuestro compromiso',
  'about.commitment.riskFree': 'Alianzas sin riesgo para negocios que califican',
  'about.commitment.personal': 'Atención personalizada, un negocio a la vez',
  'about.commitment.coverage': 'Cobertura total de responsabilidad civil y soporte continuo',
  'about.image': 'La fachada de un pequeño negocio con un kiosco de carga {brand} en su interior',
  'about.trusted.title': 'Una alianza de confianza',
  'about.trusted.text': 'Independientes, locales y responsables: un solo contacto desde la primera llamada hasta el soporte del día a día.',

  'services.intro': 'Todo lo necesario para ofrecer carga gratuita de celulares a sus clientes: nosotros lo suministramos, instalamos, aseguramos y mantenemos.',
  'services.freeKiosks.title': 'Kioscos GRATIS',
  'services.freeKiosks.text': 'Kioscos de carga con baterías portátiles, con un valor de {equipment}, que usted ofrece a sus clientes sin costo alguno.',
  'services.installation.title': 'Instalación',
  'services.maintenance.title': 'Mantenimiento',
  'services.maintenance.text': 'Mantenimiento, reparaciones y reemplazo de baterías portátiles cubiertos, con soporte técnico 24/7.',
  'services.liability.title': 'Cobertura de responsabilidad civil',
  'services.liability.text': 'Cobertura total de responsabilidad civil por el equipo y su uso. Su negocio no asume ningún riesgo.',
  'services.program.title': 'Programa de alianza sin costo',
  'services.supply.title': 'Suministro del kiosco',
  'services.supply.text': 'Suministramos, instalamos y mantenemos abastecido un kiosco adecuado para su espacio y su flujo de clientes.',
  'services.riskRemoval.title': 'Cero riesgos',
  'services.riskRemoval.text':
    'Los seguros, las reparaciones y los reemplazos corren por nuestra cuenta. Puede terminar cuando quiera con {notice} de aviso y sin penalización; el retiro es gratuito.',
  'services.satisfaction.title': 'Satisfacción del cliente',
  'services.satisfaction.text': 'Sus clientes cargan el celular mientras se quedan: visitas más largas, mejores reseñas y más clientes que regresan.',
  'services.benefits.title': 'Beneficios de la alianza',
  'services.equipmentValue': 'Valor del equipo: {equipment}',
  'services.installationValue': 'Valor de la instalación: {installation}',
  'services.total': 'Total: {total}',

  'stories.intro': 'Pequeños negocios de todo Estados Unidos ofrecen carga gratuita con {brand}. Esto es lo que cambió para ellos.',
  'stories.statsLabel': 'Resultados de nuestros socios',
  'stories.stat.customerSatisfaction': 'de aumento en la satisfacción del cliente',
  'stories.stat.dwellTime': 'de aumento en el tiempo de permanencia',
  'stories.stat.partnerSatisfaction': 'de satisfacción de nuestros socios',
  'stories.stat.uptime': 'de disponibilidad',
  'stories.title': 'Historias de nuestros socios',
  'stories.byType.title': 'Resultados por tipo de negocio',
  'stories.byType.restaurants.title': 'Restaurantes y cafeterías',
  'stories.byType.restaurants.text': 'Los clientes que cargan su celular se quedan para otra ronda. Nuestros socios reportan visitas más largas y más segundos pedidos.',
  'stories.byType.retail.title': 'Tiendas minoristas',
  'stories.byType.retail.text': 'Con el celular cargado, los compradores siguen recorriendo la tienda y pagan con el teléfono. En promedio, las visitas se alargan un tercio.',
  'stories.byType.services.title': 'Salud y servicios',
  'stories.byType.services.text': 'Clínicas, salones de belleza y talleres convierten la espera en una mejor experiencia, y en mejores reseñas.',
  'stories.cta.title': 'Escriba su propia historia de éxito',
  'stories.cta.findLocations': 'Busque ubicaciones',
  'stories.cta.roi': 'Calcule su retorno de inversión',
  'story.label': 'Historia de {business}',
  'story.rating': 'Calificación: {rating} de 5',
  'story.results': 'Resultados',
  'story.installed': 'Kiosco instalado en {date}',

  'story.cafeSolana.title': 'Propietaria',
  'story.cafeSolana.quote':
    'Antes los clientes se iban cuando se les descargaba el celular. Ahora piden un segundo café mientras cargan. La instalación tomó una tarde y no hemos pagado ni un centavo.',
  'story.cafeSolana.result.visit': 'Visitas 22 minutos más largas en promedio',
  'story.cafeSolana.result.orders': '18% más de segundos pedidos',
  'story.cafeSolana.result.reviews': 'Las reseñas de 4.8★ mencionan la carga',
  'story.northside.title': 'Gerente de tienda',
  'story.northside.quote':
    'Los compradores que toman prestada una batería portátil siguen recorriendo la tienda. Es el servicio más fácil que hemos ofrecido a nuestros clientes: cero papeleo, cero riesgo.',
  'story.northside.result.visits': 'Visitas a la tienda un 31% más largas',
  'story.northside.result.basket': 'Compras más grandes los fines de semana',
  'story.lakeview.title': 'Administradora de la clínica',
  'story.lakeview.quote':
    'Esperar ya es bastante estresante. Los pacientes nos dicen que tener el celular cargado hace más llevadera la espera, y nuestra recepción ya no presta sus propios cables.',
  'story.lakeview.result.satisfaction': 'Satisfacción de los pacientes 25 puntos más alta',
  'story.lakeview.result.interruptions': 'Menos interrupciones en la recepción',
  'story.harborview.title': 'Gerente general',
  'story.harborview.quote':
    'Los viajeros llegan con la batería agotada. El kiosco de nuestro vestíbulo se usa a todas horas, y PowerNest atiende cada llamada de servicio.',
  'story.harborview.result.use': 'Se usa más de 40 veces al día',
  'story.harborview.result.bar': 'Ventas del bar del vestíbulo 12% más altas',
  'story.russo.title': 'Propietario',
  'story.russo.quote':
    'Un cambio de aceite toma 45 minutos. Ahora los clientes esperan en nuestra sala en lugar de irse, y regresan para el siguiente servicio.',
  'story.russo.result.repeat': 'Un 19% más de clientes que regresan por otro servicio',
  'story.russo.result.complaints': 'Ya no hay quejas por la espera en la sala',
  'story.glow.title': 'Fundadora',
  'story.glow.quote': 'Nuestros clientes pasan dos horas en la silla para un tinte. Ofrecerles una batería portátil cargada al llegar es un detalle que siempre mencionan.',
  'story.glow.result.rebooking': 'Un 14% más de citas repetidas',
  'story.glow.result.reviews': 'Más reseñas de 5 estrellas',

  'contact.intro':
    'Cuéntenos sobre su negocio. Le respondemos en menos de {contactWithin}. El kiosco, su instalación y su mantenimiento no le cuestan nada.',
  'contact.formTitle': 'Solicite su equipo GRATIS',
  'contact.requiredNote': 'Los campos marcados con * son obligatorios.',
  'contact.whyLabel': 'Por qué {brand}',
  'contact.whyTitle': 'Por qué elegir {brand}',
  'contact.reason.zeroCost.title': 'Costo cero, riesgo cero',
  'contact.reason.zeroCost.text': 'El equipo, la instalación, el mantenimiento y el seguro corren por nuestra cuenta. Sin cuotas, nunca.',
  'contact.reason.customers.title': 'Clientes más contentos que se quedan más tiempo',
  'contact.reason.customers.text': 'Sus clientes cargan el celular mientras se quedan: más tiempo en su local y más razones para regresar.',
  'contact.reason.independent.title': 'Independientes y cercanos',
  'contact.reason.independent.text':
    '{brand} no depende de ningún fabricante: elegimos el kiosco adecuado para su espacio, un negocio a la vez.',
  'contact.nextTitle': 'Qué sigue',
  'contact.next.submit': 'Envíe sus datos',
  'contact.next.weContactYou': 'Nos comunicamos con usted en menos de {contactWithin}',
  'contact.next.evaluation': 'Evaluación del local y planificación del equipo',
  'contact.next.installation': 'Instalación sin costo',
  'contact.field.businessName': 'Nombre del negocio',
  'contact.field.contactPerson': 'Persona de contacto',
  'contact.field.email': 'Correo electrónico',
  'contact.field.phone': 'Número de teléfono',
  'contact.field.location': 'Ubicación (ciudad, estado)',
  'contact.field.locationPlaceholder': 'Austin, TX',
  'contact.field.businessType': 'Tipo de negocio',
  'contact.field.businessTypePlaceholder': 'Seleccione el tipo de negocio',
  'contact.field.message': 'Mensaje',
  'contact.field.messagePlaceholder': 'Cuéntenos sobre su negocio y sus clientes',
  'contact.submit': 'Solicitar equipo GRATIS',
  'contact.sending': 'Enviando su solicitud…',
  'contact.privacy': 'Qué guardamos con su solicitud, y por qué:',
  'contact.privacyLink': 'Privacidad',

  // La página de privacidad (issue #45).
  'privacy.intro':
    'Qué guarda este sitio sobre su visita y sobre lo que usted nos envía, y por qué. En estas páginas no hay rastreadores, redes de publicidad ni programas de terceros.',
  'privacy.sent.title':
    'Lo que usted nos envía',
  'privacy.sent.text':
    'El formulario de contacto y la solicitud guardan lo que usted escribe, el idioma de la página y la hora, para que nuestro equipo pueda llamarle, revisar su solicitud y mantenerle informado. Le enviamos por correo una confirmación y un enlace privado para seguir su solicitud.',
  'privacy.source.title':
    'De dónde vino su visita',
  'privacy.source.text':
    'Cuando usted llega, el sitio anota en una cookie la página por la que entró, el sitio web que le envió (solo su nombre, nunca la página) y la campaña indicada en el enlace que siguió (utm_source, utm_medium, utm_campaign, utm_term, utm_content), con el tipo de dispositivo: celular, tableta o computadora. La cookie no guarda nada más: ningún identificador, ninguna dirección. Ningún programa de la página puede leerla y se borra al cerrar el navegador. Si usted envía el formulario, estos datos se guardan con su solicitud, para saber qué campañas y socios nos traen negocios como el suyo.',
  'privacy.views.title':
    'Visitas a las páginas',
  'privacy.views.text':
    'El sitio cuenta cuántas veces se lee cada página por día, idioma y campaña, para saber qué páginas ayudan a decidir. Solo se guardan los totales: ninguna fila por visitante, ninguna dirección IP, ningún dato personal. Los robots y buscadores no se cuentan.',
  'privacy.choices.title':
    'Sus opciones',
  'privacy.choices.text':
    'Puede bloquear o borrar las cookies en su navegador; el sitio funciona igual sin ellas, y una solicitud que envíe se guarda entonces sin su origen. Para ver, corregir o borrar lo que nos envió, responda a nuestro correo de confirmación o escríbanos desde la página de contacto.',
};
