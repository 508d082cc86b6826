import { WEBSITE_GIVEN, buildAdminNotificationParams, renderAdminNotificationEmail } from './admin-notification-email';
import { SAMPLE_SHORT_LEAD } from '../leads/sample-lead';

const shortLead = { ...SAMPLE_SHORT_LEAD };
const now = new Date('2025-03-04T17:05:00Z');
/** Who the admin notification goes to, and when it is written. */
const notifying = (timeZone = 'UTC') => ({ adminEmail: 'ops@powernest.example', now, timeZone });

describe('admin notification parameters (product.md §7)', () => {
  it('fills "Not specified" and "No additional message" for a short-form lead', () => {
    expect(buildAdminNotificationParams(shortLead, notifying())).toEqual({
      to_email: 'ops@powernest.example',
      business_name: 'Blue Door Café',
      contact_person: 'Dana Reyes',
      applicant_email: 'dana@bluedoor.example',
      phone: '(555) 201-3344',
      location: 'Austin, TX',
      business_type: 'Restaurant/Café',
      business_size: 'Not specified',
      operating_hours: 'Not specified',
      foot_traffic: 'Not specified',
      decision_maker_title: 'Not specified',
      pain_points: 'Not specified',
      timeline: 'Not specified',
      existing_charging: 'Not specified',
      customer_base: 'Not specified',
      business_address: 'Not specified',
      website: 'Not specified',
      message: 'No additional message',
      submission_date: 'March 4, 2025',
      submission_time: '5:05 PM UTC',
    });
  });

  it('passes given values through and dates in the configured time zone', () => {
    const p = buildAdminNotificationParams(
      { ...shortLead, businessSize: 'small', footTrafficEstimate: 'high', message: 'Call after 3pm', website: 'https://b.example' },
      notifying('America/New_York'),
    );
    // Labels, not raw values; the website is never sent as a link.
    expect(p).toMatchObject({ business_size: 'Small (11-50 employees)', foot_traffic: 'High (101-300 customers/day)', message: 'Call after 3pm', website: WEBSITE_GIVEN });
    expect(p.submission_time).toBe('12:05 PM EST');
  });
});

describe('the rendered admin notification', () => {
  it('renders the admin notification as text and escaped HTML', () => {
    const mail = renderAdminNotificationEmail(buildAdminNotificationParams({ ...shortLead, businessName: 'Tom & <Jerry>' }, notifying()));
    expect(mail.subject).toBe('New partnership application: Tom & <Jerry>');
    for (const line of ['Business name: Tom & <Jerry>', 'Message: No additional message', 'Submitted on March 4, 2025 at 5:05 PM UTC']) expect(mail.text).toContain(line);
    expect(mail.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(mail.html).not.toContain('<Jerry>');
  });
});
