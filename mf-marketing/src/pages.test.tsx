import { screen, within } from '@testing-library/react';
import { OFFER_CLAIMS, OFFER_VALUES } from '@powernest/domain';
import { renderWithProviders } from '../../app-config/jest/renderWithProviders';
import RemoteRoutes from './Routes';

describe('home', () => {
  it('has the hero, both buttons and the three cards', () => {
    renderWithProviders(<RemoteRoutes />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Powering America' })).toBeInTheDocument();
    expect(screen.getByText('FREE portable phone charger kiosks for small businesses')).toBeInTheDocument();
    expect(screen.getByText('Zero cost, zero liability')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get FREE Kiosks' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Learn More about PowerNest' })).toHaveAttribute('href', '/about');
    for (const card of ['Zero Cost', 'Zero Liability', 'Full Support']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText(OFFER_VALUES.total)).toBeInTheDocument();
    expect(screen.getByText(/30 days notice and no penalty/)).toBeInTheDocument();
    const included = screen.getByRole('heading', { name: 'Everything included, nothing to pay' }).parentElement!;
    expect(within(included).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...OFFER_CLAIMS]);
    expect(screen.getByRole('link', { name: 'Apply in 5 minutes' })).toHaveAttribute('href', '/partnership-application');
    expect(screen.getByRole('img', { name: /charging kiosk/ })).toBeInTheDocument();
  });
  // The logo's timing (500 ms, 600 ms hover flash, none for reduced motion) is CSS: checked in a
  // real browser by e2e/site/home-hydration.spec.ts.
});

describe('about', () => {
  it('has its sections, the image panel and the three commitments', async () => {
    renderWithProviders(<RemoteRoutes />, '/about');
    await screen.findByRole('heading', { level: 1, name: 'About PowerNest' });
    for (const title of ['Who We Are', 'Our Mission', 'Our Commitment', 'Trusted Partnership']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/not affiliated with any specific manufacturer/)).toBeInTheDocument();
    expect(screen.getByText('Risk-free partnerships for qualified businesses')).toBeInTheDocument();
    expect(screen.getByText('Personalized service, one business at a time')).toBeInTheDocument();
    expect(screen.getByText('Complete liability coverage and ongoing support')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /storefront/ })).toBeInTheDocument();
  });
});

describe('services', () => {
  it('has the four cards, the program and the advertised values', async () => {
    renderWithProviders(<RemoteRoutes />, '/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    for (const card of ['FREE Kiosks', 'Installation', 'Maintenance', 'Liability Coverage', 'Zero-Cost Partnership Program', 'Kiosk Supply', 'Risk Removal', 'Customer Satisfaction', 'Partnership Benefits']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText('Equipment value: $3,000-$5,000')).toBeInTheDocument();
    expect(screen.getByText('Installation value: $500')).toBeInTheDocument();
    expect(screen.getByText('Total: $4,000+ FREE')).toBeInTheDocument();
  });
});

describe('contact', () => {
  it('has the block, the form and the side panel', async () => {
    renderWithProviders(<RemoteRoutes />, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Started Today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request FREE Equipment' })).toBeInTheDocument();
    const aside = screen.getByRole('complementary');
    expect(within(aside).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Submit your information',
      '2We contact you within 24 hours',
      '3Site evaluation and equipment planning',
      '4Installation at no cost',
    ]);
  });
});

describe('success stories', () => {
  it('has six stories, four stats, three summaries and the three links', async () => {
    renderWithProviders(<RemoteRoutes />, '/testimonials');
    await screen.findByRole('heading', { level: 1, name: 'Success Stories' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    for (const stat of ['87%', '34%', '98%', '99.8%']) expect(screen.getByText(stat)).toBeInTheDocument();
    for (const t of ['Restaurants & Cafés', 'Retail Stores', 'Healthcare & Services']) {
      expect(screen.getByRole('heading', { name: t })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership-application');
    expect(screen.getByRole('link', { name: 'Find Locations' })).toHaveAttribute('href', '/find-locations');
    expect(screen.getByRole('link', { name: 'Calculate Your ROI' })).toHaveAttribute('href', '/roi-calculator');
    expect(screen.getAllByRole('img', { name: /Rated [1-5] out of 5/ })).toHaveLength(6);
    const cafe = screen.getByRole('article', { name: 'Café Solana story' });
    expect(within(cafe).getByText('Restaurant/Café')).toBeInTheDocument();
    expect(within(cafe).getByText('Owner, Café Solana · Austin, TX')).toBeInTheDocument();
    expect(within(cafe).getByText('Kiosk installed March 2026')).toBeInTheDocument();
    expect(within(cafe).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Average visit up 22 minutes', '18% more second orders', '4.8★ reviews mention charging']);
  });
});
