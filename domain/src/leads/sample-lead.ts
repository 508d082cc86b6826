import type { LeadFields } from './lead-schema';

/**
 * The sample business: what the admin's e-mail setup guide previews the real templates with,
 * and the short-form lead (product.md §2 contact form) the tests send. Its full application adds the
 * wizard's answers on top.
 */
export const SAMPLE_SHORT_LEAD = {
  businessName: 'Blue Door Café',
  contactPerson: 'Dana Reyes',
  email: 'dana@bluedoor.example',
  phone: '(555) 201-3344',
  location: 'Austin, TX',
  businessType: 'restaurant',
} satisfies LeadFields;
