import { buildApplicantConfirmationParams, renderApplicantConfirmationEmail } from './applicant-confirmation-email';
import { SAMPLE_SHORT_LEAD } from '../leads/sample-lead';
import { ourMailText } from './mail-sanitiser';

const shortLead = { ...SAMPLE_SHORT_LEAD };
/** The contact the applicant confirmation gives. */
const contact = { contactPhone: '(555) 010-0100', contactEmail: 'partners@powernest.example' };

describe('applicant confirmation parameters (product.md §7, §9)', () => {
  it('carries the revenue estimate, "Not given" for a timeline not chosen, and next steps', () => {
    const p = buildApplicantConfirmationParams({ ...shortLead, footTrafficEstimate: 'very-high' }, contact);
    expect(p).toEqual({
      to_email: 'dana@bluedoor.example',
      to_name: 'Dana',
      business_name: 'Blue Door Café',
      business_type: 'Restaurant/Café',
      location: 'Austin, TX',
      estimated_monthly_revenue: '$750',
      estimated_annual_revenue: '$9,000',
      timeline: 'Not given',
      next_steps:
        '• Site survey within 48 hours: we call you about your site\n• A site visit within 1-2 weeks, at a time you book with the link below\n• Custom equipment proposal for your business\n• Free professional installation\n• 24/7 ongoing support\n• Fast-track installation for restaurants and hotels',
      contact_phone: '(555) 010-0100',
      contact_email: 'partners@powernest.example',
      language: 'en-US',
    });
  });

  const inTwoWeeks = () => buildApplicantConfirmationParams({ ...shortLead, preferredInstallTimeline: '1-2weeks' }, contact);

  it('names the chosen timeline by its label', () => {
    expect(inTwoWeeks().timeline).toBe('1-2 weeks');
  });

  it('says each fact once, by its label: type, place and timeline', () => {
    const { text } = renderApplicantConfirmationEmail(inTwoWeeks());
    for (const fact of ['Restaurant/Café', 'Austin, TX', 'Preferred installation timeline: 1-2 weeks']) expect(text.split(fact)).toHaveLength(2);
    expect(text).not.toMatch(/\brestaurant\b|1-2weeks/);
  });
});

describe('the rendered applicant confirmation', () => {
  it('renders the applicant confirmation with projection, site survey promise and contact', () => {
    const mail = renderApplicantConfirmationEmail(buildApplicantConfirmationParams(shortLead, contact));
    expect(mail.subject).toBe('PowerNest: we received your application');
    for (const line of ['Hi Dana,', 'Estimated monthly revenue: $300', 'Estimated annual revenue: $3,600', 'Site survey within 48 hours', '(555) 010-0100']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Site survey within 48 hours');
  });

  it('never tells a lead that chose no timeline that it chose one (a contact-form lead, in either language)', () => {
    for (const [language, line] of [['en-US', 'Preferred installation timeline: Not given'], ['es-US', 'Plazo de instalación preferido: No indicado']] as const) {
      const mail = renderApplicantConfirmationEmail(buildApplicantConfirmationParams({ ...shortLead, language }, contact));
      expect(mail.text).toContain(line);
      expect(mail.text + mail.html).not.toMatch(/ASAP|As soon as possible|Lo antes posible/i);
    }
    // A timeline chosen is named as chosen.
    expect(buildApplicantConfirmationParams({ ...shortLead, preferredInstallTimeline: 'asap' }, contact).timeline).toBe('ASAP');
  });

  it('writes the applicant confirmation in Spanish for a lead sent from a Spanish page (issue #30), labels and figures included', () => {
    const spanish = { ...shortLead, language: 'es-US' as const, preferredInstallTimeline: '1-2weeks', footTrafficEstimate: 'high' };
    const mail = renderApplicantConfirmationEmail({ ...buildApplicantConfirmationParams(spanish, contact), status_url: ourMailText('https://powernest.example/es/application-status/t') });
    expect(mail.subject).toBe('PowerNest: recibimos su solicitud');
    for (const line of [
      'Hola, Dana:',
      '(Restaurante/Cafetería, Austin, TX)',
      'Ingreso mensual estimado: $600',
      'Plazo de instalación preferido: 1 a 2 semanas',
      'Nuestro equipo se comunicará con usted en menos de 24 horas.',
      '• Instalación prioritaria para restaurantes y hoteles',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<html lang="es-US">');
    expect(mail.text).not.toMatch(/\b(Hi|Thank you|Estimated|Next steps|Questions)\b/);
  });

  it('writes English for a language it does not know (an old or tampered record)', () => {
    const params = buildApplicantConfirmationParams({ ...shortLead, language: 'xx' as never }, contact);
    expect(renderApplicantConfirmationEmail(params).subject).toBe('PowerNest: we received your application');
  });
});
