import { render, screen, within } from '@testing-library/react';
import { LeadSourceCard } from './LeadSourceCard';

const terms = () =>
  within(screen.getByRole('region', { name: 'Source' }))
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a lead’s source on its page (issue #45)', () => {
  it('names the landing page, the referring site, the campaign and the device', () => {
    render(<LeadSourceCard source={{ landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', device: 'phone' }} />);
    expect(terms()).toEqual([
      ['Landing page', '/'],
      ['Referring site', 'news.example.com'],
      ['Campaign', 'newsletter / email / spring'],
      ['Device', 'Phone'],
    ]);
  });

  it('says when none was recorded', () => {
    render(<LeadSourceCard source={undefined} />);
    expect(screen.getByRole('region', { name: 'Source' })).toHaveTextContent('Not recorded');
  });
});
