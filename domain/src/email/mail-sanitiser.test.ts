import { buildAdminNotificationParams, renderAdminNotificationEmail } from './admin-notification-email';
import { buildApplicantConfirmationParams, renderApplicantConfirmationEmail } from './applicant-confirmation-email';
import { LEAD_FIELD_LABELS } from '../leads/lead-fields';
import { mailSafeField, mailSafeText } from './mail-sanitiser';

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
    ['Line\r\nBcc: x\u202Eevil\u200B', 'Line Bcc: xevil'],
    ["Joe's Diner & Grill", "Joe's Diner & Grill"],
    ['St. Louis, MO', 'St. Louis, MO'],
    // Masked links (issue "Every lead gets through")
    ['see evil[.]example/pay', 'see'],
    ['see evil (dot) example now', 'see now'],
    ['see evil{.}example', 'see'],
    ['see evil\\.example', 'see'],
    ['see evil。example or evil｡example', 'see or'],
    ['see evil%2Eexample and evil%252ecom', 'see and'],
    ['write boss [at] evil[.]example', 'write'],
    ['hxxps://evil.example', ''],
    // Numbers to call
    ['call 1-800-555-0199 today', 'call today'],
    ['call +1 (512) 555 0100', 'call'],
    ['call 5 5 5 0 1 9 9', 'call'],
    ['call １８００５５５０１９９', 'call'],
    ['call 1-800-FLOWERS', 'call'],
    // Ordinary text stays
    ['2-3 months, Suite 200, Austin TX 78701', '2-3 months, Suite 200, Austin TX 78701'],
    ['Open 7am-10pm, 7 days', 'Open 7am-10pm, 7 days'],
    // Spelled-out and spaced dots, look-alike dots, invisible characters, slashes (issue #40)
    ['see evil dot example', 'see'],
    ['see evil DOT example now', 'see now'],
    ['see evil . example now', 'see now'],
    ['see evil. com now', 'see now'],
    ['see evil\u00B7example or evil\u2027example or evil\u2E31example', 'see or or'],
    ['see ev\u200Bil.exa\u2060mple now', 'see now'],
    ['see evil/com now', 'see now'],
    ['write to boss at evil dot example', 'write to'],
    ['open 0x7f000001/pay or 0xC0.0xA8.0.1', 'open or'],
    // Numbers written in words, whole or in part
    ['call five one two five five five zero one nine nine', 'call'],
    ['call 512five550199 now', 'call now'],
    ['llame al cinco uno dos cinco cinco cinco cero uno', 'llame al'],
    ['Five Guys Burgers, open seven days', 'Five Guys Burgers, open seven days'],
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

  it('carries no link in subject, greeting or anywhere in the mail, and repeats none of the rest (issue #40)', () => {
    expect(mail.subject).toBe('PowerNest: we received your application');
    // The first word is a first name of letters: all of the name the mail repeats.
    expect(mail.text).toMatch(/^Hi Your,\n/);
    expect(mail.text).toContain('for your business (');
    expect(mail.text).not.toMatch(/URGENT|suspended/);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil|https?:\/\/(?!powernest)/);
  });

  it('falls back to neutral words when nothing is left of a name', () => {
    const bare = buildApplicantConfirmationParams({ ...lead, businessName: 'https://evil.example', contactPerson: 'evil.example' }, contact);
    expect(renderApplicantConfirmationEmail(bare).text).toMatch(/^Hi there,\n\nThank you for applying for FREE phone charger kiosks for your business \(/);
    expect(bare.to_name).toBe('');
  });

  it('cleans the admin notification subject the same way', () => {
    const admin = renderAdminNotificationEmail(buildAdminNotificationParams({ ...lead, businessName: 'Pay at https://evil.example/x' }, { adminEmail: 'a@b.example' }));
    expect(admin.subject).toBe('New partnership application: Pay at');
  });
});

describe('every field of every template goes through the sanitiser', () => {
  const attacks = [
    'https://evil.example/pay',
    'evil[.]example/pay',
    'evil (dot) example',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ',
    'evil。example',
    'evil%2Eexample',
    'call 1-800-555-0199',
  ];
  const fields = Object.keys(LEAD_FIELD_LABELS).filter((f) => f !== 'email' && f !== 'businessType' && f !== 'footTrafficEstimate');

  it.each(attacks)('no inbox gets %j from any field, as a link or a number', (attack) => {
    const typed = Object.fromEntries(fields.map((f) => [f, `Hi ${attack} there`]));
    const hostile = { ...lead, ...typed, businessType: 'restaurant' };
    const mails = [
      renderApplicantConfirmationEmail(buildApplicantConfirmationParams(hostile, contact)),
      renderAdminNotificationEmail(buildAdminNotificationParams(hostile, { adminEmail: 'team@powernest.example' })),
    ];
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/evil|ｅｖｉｌ|%2E|1-800|555-0199/i);
      }
    }
  });

  it('keeps the applicant’s own address and number in the team’s notification only when that is all they are', () => {
    expect(mailSafeField('dana@bluedoor.example', 'email')).toBe('dana@bluedoor.example');
    expect(mailSafeField('(555) 201-3344', 'phone')).toBe('(555) 201-3344');
    expect(mailSafeField('555 0100 or https://evil.example', 'phone')).toBe('');
    const admin = buildAdminNotificationParams({ ...lead, phone: 'call evil.example' }, { adminEmail: 'a@b.example' });
    expect(admin.phone).toBe('Not specified');
  });
});
