import type { BusinessType } from '@powernest/domain';
import type { MarketingTextId } from '../../i18n';

/** product.md §3 Testimonial (static content). Its words are ids of the marketing catalogues (issue #30); names and places stay as written. */
export interface Testimonial {
  name: string;
  title: MarketingTextId;
  business: string;
  businessType: BusinessType;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quote: MarketingTextId;
  results: MarketingTextId[];
  /** The month the kiosk was installed (YYYY-MM), written out in the page's language. */
  installDate: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Maria Gonzalez',
    title: 'story.cafeSolana.title',
    business: 'Café Solana',
    businessType: 'restaurant',
    location: 'Austin, TX',
    rating: 5,
    quote: 'story.cafeSolana.quote',
    results: ['story.cafeSolana.result.visit', 'story.cafeSolana.result.orders', 'story.cafeSolana.result.reviews'],
    installDate: '2026-03',
  },
  {
    name: 'David Chen',
    title: 'story.northside.title',
    business: 'Northside Outfitters',
    businessType: 'retail',
    location: 'Denver, CO',
    rating: 5,
    quote: 'story.northside.quote',
    results: ['story.northside.result.visits', 'story.northside.result.basket'],
    installDate: '2026-01',
  },
  {
    name: 'Priya Patel',
    title: 'story.lakeview.title',
    business: 'Lakeview Family Clinic',
    businessType: 'healthcare',
    location: 'Chicago, IL',
    rating: 5,
    quote: 'story.lakeview.quote',
    results: ['story.lakeview.result.satisfaction', 'story.lakeview.result.interruptions'],
    installDate: '2025-11',
  },
  {
    name: 'James Walker',
    title: 'story.harborview.title',
    business: 'Harborview Inn',
    businessType: 'hotel',
    location: 'Seattle, WA',
    rating: 5,
    quote: 'story.harborview.quote',
    results: ['story.harborview.result.use', 'story.harborview.result.bar'],
    installDate: '2025-08',
  },
  {
    name: 'Tony Russo',
    title: 'story.russo.title',
    business: 'Russo Auto Care',
    businessType: 'automotive',
    location: 'Phoenix, AZ',
    rating: 4,
    quote: 'story.russo.quote',
    results: ['story.russo.result.repeat', 'story.russo.result.complaints'],
    installDate: '2026-02',
  },
  {
    name: 'Alicia Brooks',
    title: 'story.glow.title',
    business: 'Glow Beauty Studio',
    businessType: 'beauty',
    location: 'Atlanta, GA',
    rating: 5,
    quote: 'story.glow.quote',
    results: ['story.glow.result.rebooking', 'story.glow.result.reviews'],
    installDate: '2026-05',
  },
];

/** product.md §2: the four headline stats. */
export const HEADLINE_STATS = [
  { value: 0.87, label: 'stories.stat.customerSatisfaction' },
  { value: 0.34, label: 'stories.stat.dwellTime' },
  { value: 0.98, label: 'stories.stat.partnerSatisfaction' },
  { value: 0.998, label: 'stories.stat.uptime' },
] as const;

export const BUSINESS_TYPE_SUMMARIES = [
  { title: 'stories.byType.restaurants.title', text: 'stories.byType.restaurants.text' },
  { title: 'stories.byType.retail.title', text: 'stories.byType.retail.text' },
  { title: 'stories.byType.services.title', text: 'stories.byType.services.text' },
] as const;
