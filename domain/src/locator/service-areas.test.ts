// Which service area a place is in (issue #44): the coverage check's answer and the waiting list
// an opening tells both rest on it.
import { areaHolds, serviceAreaFor, waitingPlaceOf } from './coverage';

const area = (fields: { areaName: string; state: string; city?: string; zipCode?: string; isActive?: boolean; comingSoon?: boolean; launchDate?: string }) => ({ isActive: false, comingSoon: true, ...fields });
const denver = { city: 'Denver', state: 'CO', zipCode: '80202' };

test('an area holds its ZIP code, its city (spelling and case aside) or its whole state', () => {
  expect(areaHolds({ state: 'CO', zipCode: '80202' }, denver)).toBe(true);
  expect(areaHolds({ state: 'CO', zipCode: '80203' }, denver)).toBe(false);
  expect(areaHolds({ state: 'CO', zipCode: '80202' }, { city: 'Denver', state: 'CO' })).toBe(false);
  expect(areaHolds({ state: 'co', city: 'denver ' }, denver)).toBe(true);
  expect(areaHolds({ state: 'CO', city: 'Boulder' }, denver)).toBe(false);
  expect(areaHolds({ state: 'CO' }, denver)).toBe(true);
  expect(areaHolds({ state: 'ID' }, denver)).toBe(false);
});

test('a place is in an active area before one coming soon, then the most specific, then the earliest launch; never a retired one', () => {
  const state = area({ areaName: 'Colorado', state: 'CO', launchDate: '2027-06-01' });
  const city = area({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', launchDate: '2027-09-01' });
  const zip = area({ areaName: 'LoDo', state: 'CO', zipCode: '80202', isActive: false, comingSoon: false });
  expect(serviceAreaFor([state, city, zip], denver)?.areaName).toBe('Denver Metro');
  const activeState = { ...state, isActive: true, comingSoon: false };
  expect(serviceAreaFor([activeState, city, zip], denver)?.areaName).toBe('Colorado');
  const soonerCity = area({ areaName: 'Denver (early)', state: 'CO', city: 'Denver', launchDate: '2027-03-01' });
  expect(serviceAreaFor([city, soonerCity], denver)?.areaName).toBe('Denver (early)');
  expect(serviceAreaFor([zip], denver)).toBeUndefined();
});

test('the waiting list an area holds is chosen by its ZIP code, its area key or its state', () => {
  expect(waitingPlaceOf({ state: 'CO', zipCode: '80202' })).toEqual({ zipCode: '80202' });
  expect(waitingPlaceOf({ state: 'co', city: 'fort collins' })).toEqual({ area: 'Fort Collins, CO' });
  expect(waitingPlaceOf({ state: 'co' })).toEqual({ state: 'CO' });
});
