import { leadNextStep, leadSuccessNotice } from './lead-notices';

describe('lead success notices', () => {
  it.each([
    [
      'contact: both e-mails sent promises a confirmation and contact within 24 hours',
      'contact',
      { adminSent: true, userSent: true },
      'Request Submitted',
      'Thank you! Your contact request has been submitted successfully. A confirmation email will follow shortly, and our team will contact you within 24 hours to discuss your free equipment installation.',
    ],
    [
      'only the applicant e-mail sent: a confirmation follows',
      'contact',
      { adminSent: false, userSent: true },
      'Request Submitted',
      'Thank you! Your contact request has been submitted successfully. A confirmation email will follow shortly.',
    ],
    [
      'otherwise: the team reviews and contacts within 24 hours',
      'application',
      { adminSent: true, userSent: false },
      'Application Submitted',
      'Your partnership application has been submitted successfully! Our team will review your application and contact you within 24 hours.',
    ],
  ] as const)('%s', (_name, kind, sent, title, description) => {
    expect(leadSuccessNotice(kind, sent)).toEqual({ title, description });
  });
});

describe('the next step after a lead was sent (browser audit #16)', () => {
  it('points to the inbox only when the confirmation e-mail, which carries the status link, was sent or queued', () => {
    expect(leadNextStep('contact', { userSent: true })).toBe(
      'Next step: check your inbox. Your confirmation email has a private link to see where your request stands and to book your site visit yourself.',
    );
    expect(leadNextStep('application', { userSent: true }, 'es-US')).toBe(
      'Siguiente paso: revise su correo. Su correo de confirmación trae un enlace privado para consultar el estado de su solicitud y programar usted mismo la visita a su local.',
    );
    // No confirmation goes out: no inbox to point to (the notice says the team will be in touch).
    expect(leadNextStep('application', { userSent: false })).toBeUndefined();
  });
});
