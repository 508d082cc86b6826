import { PARTNER_MESSAGES, partnerQuerySchema, partnerSchema } from './partner';
import { serviceAreaFlags, serviceAreaSchema } from './service-area';
import { waitingListSchema } from './waiting-list';
import { schemaErrors as errors } from '../shared/schema-errors.test-support';

describe('partner schema (product.md §5)', () => {
  const partner = {
    businessName: 'Joe’s Diner',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    businessType: 'restaurant',
    contactPerson: 'Joe',
    phone: '(555) 010-2000',
    email: 'joe@diner.example',
  };
  it('defaults status to active', () => {
    expect(partnerSchema.parse(partner).status).toBe('active');
  });
  it('names each missing required field', () => {
    expect(errors(partnerSchema, {})).toMatchObject(PARTNER_MESSAGES);
  });
  it('filters: "all" or absent means everything; unknown values are refused', () => {
    expect(partnerQuerySchema.parse({})).toEqual({});
    expect(partnerQuerySchema.parse({ state: 'all', businessType: 'fitness' })).toEqual({ state: 'all', businessType: 'fitness' });
    expect(errors(partnerQuerySchema, { state: 'ZZ' }).state).toMatch(/^State must be one of all, AL, AZ/);
    expect(errors(partnerQuerySchema, { businessType: 'spaceport' }).businessType).toMatch(/^Business type must be one of all, restaurant/);
  });
});

describe('service area schema', () => {
  it('requires area name and state; defaults to coming soon (not active), as the store keeps it', () => {
    expect(errors(serviceAreaSchema, {})).toEqual({ areaName: 'Area name is required', state: 'State is required' });
    const area = serviceAreaSchema.parse({ areaName: 'Austin Metro', state: 'tx', city: ' ', zipCode: '' });
    expect(area).toEqual({ areaName: 'Austin Metro', state: 'TX', status: 'coming-soon' });
    expect(serviceAreaFlags(area.status)).toEqual({ isActive: false, comingSoon: true });
    expect(serviceAreaFlags('active')).toEqual({ isActive: true, comingSoon: false });
    expect(serviceAreaFlags('retired')).toEqual({ isActive: false, comingSoon: false });
  });
});

describe('waiting list schema', () => {
  it('accepts an empty entry with priority 1', () => {
    expect(waitingListSchema.parse({})).toEqual({ priorityScore: 1 });
  });
  it('checks the e-mail only when given, and priority 1 to 5', () => {
    expect(errors(waitingListSchema, { email: 'nope' }).email).toBe('Invalid email address');
    expect(errors(waitingListSchema, { email: '' })).toEqual({});
    expect(errors(waitingListSchema, { priorityScore: 6 }).priorityScore).toBe('Priority score must be a number from 1 to 5');
    expect(errors(waitingListSchema, { priorityScore: 0 }).priorityScore).toBe('Priority score must be a number from 1 to 5');
    expect(waitingListSchema.parse({ priorityScore: 5 }).priorityScore).toBe(5);
  });
});
