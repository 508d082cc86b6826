import { leadSuccessNotice } from './lead-notices';

describe('lead success notices', () => {
  it('contact: both e-mails sent promises a confirmation and contact within 24 hours', () => {
    expect(leadSuccessNotice('contact', { adminSent: true, userSent: true })).toEqual({
      title: 'Request Submitted',
      description:
        'Thank you! Your contact request has been submitted successfully. A confirmation email will follow shortly, and our team will contact you within 24 hours to discuss your free equipment installation.',
    });
  });

  it('only the applicant e-mail sent: a confirmation follows', () => {
    expect(leadSuccessNotice('contact', { adminSent: false, userSent: true }).description).toBe(
      'Thank you! Your contact request has been submitted successfully. A confirmation email will follow shortly.',
    );
  });

  it('otherwise: the team reviews and contacts within 24 hours', () => {
    expect(leadSuccessNotice('application', { adminSent: true, userSent: false })).toEqual({
      title: 'Application Submitted',
      description:
        'Your partnership application has been submitted successfully! Our team will review your application and contact you within 24 hours.',
    });
  });
});
