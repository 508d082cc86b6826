import {
  LEAD_SOURCE_LIMITS,
  cleanUtmValue,
  decodeLeadSource,
  deviceClassOf,
  encodeLeadSource,
  leadSourcesQuerySchema,
  leadSourcesReportOf,
  leadSourcesSearchOf,
  referrerHostOf,
  sourceKeyOf,
  addLeadToTallies,
  leadGroupOf,
  type LeadSource,
  type LeadSourceTally,
} from '..';

const SPRING: LeadSource = { landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', device: 'phone' };

describe('a visit source (issue #45)', () => {
  it('goes into the cookie and comes back the same', () => {
    const full: LeadSource = { ...SPRING, referrerHost: 'news.example.com', utmTerm: 'free kiosk', utmContent: 'banner a' };
    expect(decodeLeadSource(encodeLeadSource(full))).toEqual(full);
    expect(decodeLeadSource(encodeLeadSource({ landingPage: '/find-locations/:state' }))).toEqual({ landingPage: '/find-locations/:state' });
  });

  it('refuses a cookie the site server did not write, whole', () => {
    const hostile = [
      undefined,
      '',
      'l=https://evil.example/',
      'l=/&s=Newsletter', // not as cleanUtmValue leaves it
      `l=/&s=${'x'.repeat(LEAD_SOURCE_LIMITS.utm + 1)}`,
      'l=/&d=smartwatch',
      'l=/&r=evil.example/path',
      'l=/&s=a%00b',
      'l=/<script>',
      `l=/&c=${'a'.repeat(3000)}`,
    ];
    for (const value of hostile) expect(decodeLeadSource(value)).toBeUndefined();
    // Unknown short keys are left out, not refused: a later version's cookie still counts.
    expect(decodeLeadSource('l=/about&z=1')).toEqual({ landingPage: '/about' });
  });

  it('cleans a utm value: invisible and control characters out, lower case, cut to its bound', () => {
    expect(cleanUtmValue('  Spring\u200B Sale\u0000 ')).toBe('spring sale');
    expect(cleanUtmValue('x'.repeat(500))).toHaveLength(LEAD_SOURCE_LIMITS.utm);
    expect(cleanUtmValue(' \u202E ')).toBeUndefined();
    expect(cleanUtmValue(undefined)).toBeUndefined();
  });

  it('keeps the referring host only', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=kiosk')).toBe('google.com');
    expect(referrerHostOf('android-app://com.google.android.gm/')).toBeUndefined();
    expect(referrerHostOf('not a url')).toBeUndefined();
    expect(referrerHostOf(`https://${'a'.repeat(60)}.${'b'.repeat(60)}.example/`)).toBeUndefined();
  });

  it('says phone, tablet or desktop and nothing finer', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe('desktop');
    expect(deviceClassOf(undefined)).toBe('desktop');
  });

  it('is reported as source, medium and campaign, with the analytics words when utm_* are missing', () => {
    expect(sourceKeyOf(SPRING)).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(sourceKeyOf({ referrerHost: 'google.com' })).toEqual({ source: 'google.com', medium: 'referral', campaign: '(none)' });
    expect(sourceKeyOf(undefined)).toEqual({ source: '(direct)', medium: '(none)', campaign: '(none)' });
  });
});

describe('the sources report', () => {
  it('joins each group’s leads and stages to its page views; conversion is the route’s and the page’s', () => {
    const tallies = new Map<string, LeadSourceTally>();
    addLeadToTallies(tallies, leadGroupOf({ source: SPRING }, 'campaign'), 'new');
    addLeadToTallies(tallies, leadGroupOf({ source: SPRING }, 'campaign'), 'installed');
    addLeadToTallies(tallies, leadGroupOf({}, 'campaign'), 'qualified');
    const report = leadSourcesReportOf('campaign', [...tallies.values()], [
      { source: 'newsletter', medium: 'email', campaign: 'spring', views: 8 },
      { source: 'google.com', medium: 'referral', campaign: '(none)', views: 5 },
    ]);
    expect(report.rows).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring', views: 8, leads: 2, visitsBooked: 1, qualified: 1, installed: 1 },
      { source: '(direct)', medium: '(none)', campaign: '(none)', views: 0, leads: 1, visitsBooked: 0, qualified: 1, installed: 0 },
      { source: 'google.com', medium: 'referral', campaign: '(none)', views: 5, leads: 0, visitsBooked: 0, qualified: 0, installed: 0 },
    ]);
    expect(report.totals).toEqual({ views: 13, leads: 3, visitsBooked: 1, qualified: 2, installed: 1 });
  });

  it('groups by landing page and language too', () => {
    expect(leadGroupOf({ source: SPRING, language: 'es-US' }, 'landing')).toEqual({ landingPage: '/' });
    expect(leadGroupOf({}, 'landing')).toEqual({ landingPage: '(unknown)' });
    expect(leadGroupOf({ source: SPRING }, 'language')).toEqual({ language: 'en-US' });
  });

  it('reads its period as whole UTC days, both included, and refuses a reversed one', () => {
    const query = leadSourcesQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' });
    expect(leadSourcesSearchOf(query)).toEqual({
      by: 'campaign',
      since: new Date('2026-11-01T00:00:00Z'),
      before: new Date('2026-12-01T00:00:00Z'),
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    });
    expect(leadSourcesQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
    expect(leadSourcesQuerySchema.safeParse({ by: 'ip' }).success).toBe(false);
  });
});
