import { buildApplicantConfirmationParams, renderApplicantConfirmationEmail, renderAdminNotificationEmail, buildAdminNotificationParams } from './email-templates';
import { mailSafeText } from './mail-text';

const contact = { contactPhone: '(555) 010-0100', contactEmail: 'partners@powernest.example' };
const lead = { businessName: 'Blue Door Café', contactPerson: 'Dana Reyes', email: 'victim@example.com', phone: '555', location: 'Austin, TX', businessType: 'restaurant' };

describe('mailSafeText (issue #13: no links in the mail PowerNest sends for a stranger)', () => {
  it.each([
    ['URGENT: https://evil.example/pay', 'URGENT'],
    ['Your account is suspended, verify at https://evil.example/login', 'Your account is suspended, verify at'],
    ['visit www.evil.example now', 'visit now'],
    ['call evil.example/login or bit.ly/x', 'call or'],
    ['mail me at boss@evil.example', 'mail me at'],
    ['click 203.0.113.9/login', 'click'],
    ['ｅｖｉｌ．ｅｘａｍｐｌｅ pay', 'pay'],
    ['javascript:alert(1) hi', 'hi'],
    ['Line\r\nBcc: x\u202Eevil\u200B', 'Line Bcc: x evil'],
    ["Joe's Diner & Grill", "Joe's Diner & Grill"],
    ['St. Louis, MO', 'St. Louis, MO'],
  ])('%j -> %j', (input, expected) => {
    expect(mailSafeText(input, 200)).toBe(expected);
  });

  it('caps the length with an ellipsis', () => {
    expect(mailSafeText('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('the applicant confirmation built from a phishing attempt', () => {
  const params = buildApplicantConfirmationParams(
    { ...lead, businessName: 'URGENT: https://evil.example/pay', contactPerson: 'Your account is suspended, verify at https://evil.example/login' },
    contact,
  );
  const mail = renderApplicantConfirmationEmail(params);

  it('carries no link in subject, greeting or anywhere in the mail', () => {
    expect(mail.subject).toBe('PowerNest: we received your application for URGENT');
    expect(mail.text).toContain('Hi Your account is suspended, verify at,');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil|https?:\/\/(?!powernest)/);
  });

  it('falls back to neutral words when nothing is left of a name', () => {
    const bare = buildApplicantConfirmationParams({ ...lead, businessName: 'https://evil.example', contactPerson: 'evil.example' }, contact);
    expect(renderApplicantConfirmationEmail(bare).subject).toBe('PowerNest: we received your application for your business');
    expect(bare.to_name).toBe('there');
  });

  it('cleans the admin notification subject the same way', () => {
    const admin = renderAdminNotificationEmail(buildAdminNotificationParams({ ...lead, businessName: 'Pay at https://evil.example/x' }, { adminEmail: 'a@b.example' }));
    expect(admin.subject).toBe('New partnership application: Pay at');
  });
});
