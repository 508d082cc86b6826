import { locationFromSearch } from './locationParam';

describe('locationFromSearch', () => {
  it('reads ?location=, trimmed, and nothing when it is absent or blank', () => {
    expect(locationFromSearch('?location=Missoula%2C%20MT')).toBe('Missoula, MT');
    expect(locationFromSearch('?location=+Boise,+ID+&x=1')).toBe('Boise, ID');
    expect(locationFromSearch('?location=%20')).toBeUndefined();
    expect(locationFromSearch('')).toBeUndefined();
    expect(locationFromSearch(`?location=${'a'.repeat(500)}`)).toHaveLength(200);
  });
});
