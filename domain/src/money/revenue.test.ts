import { formatUsd } from './money';
import { estimateRevenue } from './revenue';
import { FAST_TRACK_STEP, PRIORITY_PROCESSING_STEP, applicantNextStepsIn } from '../email/applicant-email-texts';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [150, '$150'],
    [1800, '$1,800'],
    [1234567, '$1,234,567'],
    [449.6, '$450'],
  ])('%d -> %s', (n, text) => expect(formatUsd(n)).toBe(text));
});

describe('estimateRevenue (product.md §9)', () => {
  // base by type x multiplier by traffic
  const bases: [string, number][] = [
    ['restaurant', 300],
    ['hotel', 300],
    ['retail', 250],
    ['office', 250],
    ['healthcare', 200],
    ['automotive', 200],
    ['beauty', 150],
    ['fitness', 150],
    ['other', 150],
    ['', 150],
  ];
  const traffic: [string | undefined, number][] = [
    ['very-high', 2.5],
    ['high', 2],
    ['moderate', 1.5],
    ['low', 1],
    [undefined, 1],
  ];
  for (const [type, base] of bases) {
    for (const [foot, mult] of traffic) {
      const monthly = Math.round(base * mult);
      it(`${type || '(none)'} x ${foot ?? '(none)'} = ${monthly}/month`, () => {
        const e = estimateRevenue(type, foot);
        expect(e.monthly).toBe(monthly);
        expect(e.annual).toBe(monthly * 12);
        expect(e.monthlyFormatted).toBe(formatUsd(monthly));
        expect(e.annualFormatted).toBe(formatUsd(monthly * 12));
      });
    }
  }

  it('spells out known examples', () => {
    expect(estimateRevenue('restaurant', 'very-high')).toMatchObject({ monthlyFormatted: '$750', annualFormatted: '$9,000' });
    expect(estimateRevenue('retail', 'moderate')).toMatchObject({ monthly: 375, annualFormatted: '$4,500' });
    expect(estimateRevenue('healthcare', 'high')).toMatchObject({ monthly: 400, annualFormatted: '$4,800' });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('never reads an inherited name like %s (issue #13: it gave "$NaN")', (name) => {
    expect(estimateRevenue(name, name)).toMatchObject({ monthly: 150, monthlyFormatted: '$150', annualFormatted: '$1,800' });
    expect(estimateRevenue('restaurant', name).monthlyFormatted).toBe('$300');
  });

  it('adds fast-track for restaurant and hotel, priority processing for retail', () => {
    // product.md §9's four, the survey told as the call it is and the visit's own time beside it (issue #40).
    const base = [
      'Site survey within 48 hours: we call you about your site',
      'A site visit within 1-2 weeks, at a time you book with the link below',
      'Custom equipment proposal for your business',
      'Free professional installation',
      '24/7 ongoing support',
    ];
    expect(applicantNextStepsIn('en-US', 'restaurant')).toEqual([...base, FAST_TRACK_STEP]);
    expect(applicantNextStepsIn('en-US', 'hotel')).toEqual([...base, FAST_TRACK_STEP]);
    expect(applicantNextStepsIn('en-US', 'retail')).toEqual([...base, PRIORITY_PROCESSING_STEP]);
    expect(applicantNextStepsIn('en-US', 'office')).toEqual(base);
    expect(applicantNextStepsIn('es-US', 'retail')).toHaveLength(base.length + 1);
  });
});
