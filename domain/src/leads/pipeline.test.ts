import { canMoveLead, leadStatusLabel, nextLeadStatuses } from './pipeline';
import { stateOfLocation } from '../locator/us-states';

describe('the lead pipeline', () => {
  it('moves an open lead one step forward, or closes it as lost or duplicate', () => {
    expect(nextLeadStatuses('new')).toEqual(['contacted', 'lost', 'duplicate']);
    expect(nextLeadStatuses('contacted')).toEqual(['qualified', 'lost', 'duplicate']);
    expect(nextLeadStatuses('qualified')).toEqual(['site_visit_scheduled', 'lost', 'duplicate']);
    expect(nextLeadStatuses('site_visit_scheduled')).toEqual(['installed', 'lost', 'duplicate']);
  });

  it('reopens a lost or duplicate lead as new; an installed lead stays installed', () => {
    expect(nextLeadStatuses('lost')).toEqual(['new']);
    expect(nextLeadStatuses('duplicate')).toEqual(['new']);
    expect(nextLeadStatuses('installed')).toEqual([]);
  });

  it('refuses skipped steps and moves backwards', () => {
    expect(canMoveLead('new', 'qualified')).toBe(false);
    expect(canMoveLead('qualified', 'contacted')).toBe(false);
    expect(canMoveLead('new', 'new')).toBe(false);
    expect(canMoveLead('contacted', 'qualified')).toBe(true);
  });

  it('brings a status this version does not know back to new, and shows it as it is', () => {
    expect(nextLeadStatuses('active')).toEqual(['new']);
    expect(leadStatusLabel('active')).toBe('active');
    expect(leadStatusLabel('site_visit_scheduled')).toBe('Site visit scheduled');
  });
});

describe('stateOfLocation', () => {
  it.each([
    ['Austin, TX', 'TX'],
    ['Austin, tx', 'TX'],
    ['Austin TX 78701', 'TX'],
    ['Washington, DC', 'DC'],
    ['  Portland,OR  ', 'OR'],
  ])('reads %s as %s', (location, state) => {
    expect(stateOfLocation(location)).toBe(state);
  });

  it.each(['Austin', 'Austin, Texas', 'Paris, ZZ', ''])('finds no state in %j', (location) => {
    expect(stateOfLocation(location)).toBeUndefined();
  });
});
