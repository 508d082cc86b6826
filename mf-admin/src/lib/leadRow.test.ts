import { formatLeadDate, leadRowView } from './leadRow';

describe('leadRowView (product.md §2 fallbacks)', () => {
  it('shows a complete lead with the business type label and a short date', () => {
    expect(
      leadRowView({ id: 1, businessName: 'Cafe', location: 'Austin, TX', email: 'a@b.example', phone: '555', businessType: 'hotel', status: 'active', createdAt: '2025-12-31T12:00:00Z' }),
    ).toEqual({
      businessName: 'Cafe',
      location: 'Austin, TX',
      email: 'a@b.example',
      phone: '555',
      type: 'Hotel/Hospitality',
      status: 'active',
      date: 'Dec 31, 2025',
      isoDate: '2025-12-31T12:00:00.000Z',
    });
  });

  it('fills missing or blank values: N/A, Unknown, unknown', () => {
    expect(leadRowView({ businessName: '  ', businessType: '', status: null })).toEqual({
      businessName: 'N/A',
      location: 'N/A',
      email: 'N/A',
      phone: 'N/A',
      type: 'Unknown',
      status: 'unknown',
      date: 'N/A',
    });
  });

  it('shows a type it does not know as it is', () => {
    expect(leadRowView({ businessType: 'bakery' }).type).toBe('bakery');
  });

  it.each([null, 'text', 42, [], { businessName: { nested: true } }, { createdAt: {} }])('throws for %j (the row guard shows the error text)', (value) => {
    expect(() => leadRowView(value)).toThrow();
  });

  it('an unreadable date is N/A', () => {
    expect(formatLeadDate('yesterday')).toEqual({ date: 'N/A' });
  });
});
