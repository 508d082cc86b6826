import type { BusinessType } from '@powernest/domain';

/** SPEC §3 Testimonial (static content). */
export interface Testimonial {
  name: string;
  title: string;
  business: string;
  businessType: BusinessType;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
  results: string[];
  installDate: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Maria Gonzalez',
    title: 'Owner',
    business: 'Café Solana',
    businessType: 'restaurant',
    location: 'Austin, TX',
    rating: 5,
    quote:
      'Guests used to leave when their phones died. Now they order a second coffee while they charge. Installation took one afternoon and we have not paid a cent.',
    results: ['Average visit up 22 minutes', '18% more second orders', '4.8★ reviews mention charging'],
    installDate: 'March 2026',
  },
  {
    name: 'David Chen',
    title: 'Store Manager',
    business: 'Northside Outfitters',
    businessType: 'retail',
    location: 'Denver, CO',
    rating: 5,
    quote:
      'Shoppers who borrow a power bank keep browsing. It is the easiest customer amenity we have ever added — zero paperwork, zero risk.',
    results: ['31% longer store visits', 'Higher basket size on weekends'],
    installDate: 'January 2026',
  },
  {
    name: 'Priya Patel',
    title: 'Practice Administrator',
    business: 'Lakeview Family Clinic',
    businessType: 'healthcare',
    location: 'Chicago, IL',
    rating: 5,
    quote:
      'Waiting is stressful enough. Patients tell us a charged phone makes the wait easier, and our front desk no longer lends out its own cables.',
    results: ['Patient satisfaction up 25 points', 'Fewer front-desk interruptions'],
    installDate: 'November 2025',
  },
  {
    name: 'James Walker',
    title: 'General Manager',
    business: 'Harborview Inn',
    businessType: 'hotel',
    location: 'Seattle, WA',
    rating: 5,
    quote:
      'Travelers arrive with empty batteries. The kiosk in our lobby is used every hour of the day, and PowerNest handles every service call.',
    results: ['Used 40+ times a day', 'Lobby bar sales up 12%'],
    installDate: 'August 2025',
  },
  {
    name: 'Tony Russo',
    title: 'Owner',
    business: 'Russo Auto Care',
    businessType: 'automotive',
    location: 'Phoenix, AZ',
    rating: 4,
    quote:
      'An oil change takes 45 minutes. Customers now wait in our lounge instead of walking out, and they come back for the next service.',
    results: ['Repeat service bookings up 19%', 'Lounge wait time complaints gone'],
    installDate: 'February 2026',
  },
  {
    name: 'Alicia Brooks',
    title: 'Founder',
    business: 'Glow Beauty Studio',
    businessType: 'beauty',
    location: 'Atlanta, GA',
    rating: 5,
    quote:
      'Clients sit for two hours for color. Offering a charged power bank at check-in is a small touch they always mention.',
    results: ['Rebooking rate up 14%', 'More 5-star reviews'],
    installDate: 'May 2026',
  },
];

/** SPEC §2: the four headline stats. */
export const HEADLINE_STATS = [
  { value: '87%', label: 'customer satisfaction increase' },
  { value: '34%', label: 'dwell-time increase' },
  { value: '98%', label: 'partner satisfaction' },
  { value: '99.8%', label: 'uptime' },
];

export const BUSINESS_TYPE_SUMMARIES = [
  {
    title: 'Restaurants & Cafés',
    text: 'Guests who charge stay for another round. Partners report longer visits and more second orders.',
  },
  {
    title: 'Retail Stores',
    text: 'A charged phone keeps shoppers browsing and paying by phone. Visits lengthen by a third on average.',
  },
  {
    title: 'Healthcare & Services',
    text: 'Clinics, salons and garages turn waiting time into a better experience — and better reviews.',
  },
];
