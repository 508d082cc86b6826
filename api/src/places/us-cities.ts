/**
 * Real US cities of the locator's states (product.md §9) with their centre coordinates: where the place
 * resolver puts "City, ST" and a new partner without coordinates. Each also has its telephone
 * area code, a ZIP code and two real streets, which the demo seed (seed/) draws from.
 */
export interface City {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  zip: string;
  streets: [string, string];
}

export const US_CITIES: readonly City[] = [
  { city: 'Birmingham', state: 'AL', latitude: 33.5186, longitude: -86.8104, areaCode: '205', zip: '35203', streets: ['2nd Ave N', 'Morris Ave'] },
  { city: 'Montgomery', state: 'AL', latitude: 32.3668, longitude: -86.3, areaCode: '334', zip: '36104', streets: ['Dexter Ave', 'Commerce St'] },
  { city: 'Huntsville', state: 'AL', latitude: 34.7304, longitude: -86.5861, areaCode: '256', zip: '35801', streets: ['Clinton Ave W', 'Governors Dr SW'] },
  { city: 'Mobile', state: 'AL', latitude: 30.6954, longitude: -88.0399, areaCode: '251', zip: '36602', streets: ['Dauphin St', 'Government St'] },
  { city: 'Phoenix', state: 'AZ', latitude: 33.4484, longitude: -112.074, areaCode: '602', zip: '85004', streets: ['N Central Ave', 'E Roosevelt St'] },
  { city: 'Tucson', state: 'AZ', latitude: 32.2226, longitude: -110.9747, areaCode: '520', zip: '85701', streets: ['E Congress St', 'N 4th Ave'] },
  { city: 'Mesa', state: 'AZ', latitude: 33.4152, longitude: -111.8315, areaCode: '480', zip: '85201', streets: ['W Main St', 'N Country Club Dr'] },
  { city: 'Scottsdale', state: 'AZ', latitude: 33.4942, longitude: -111.9261, areaCode: '480', zip: '85251', streets: ['N Scottsdale Rd', 'E Camelback Rd'] },
  { city: 'Flagstaff', state: 'AZ', latitude: 35.1983, longitude: -111.6513, areaCode: '928', zip: '86001', streets: ['E Route 66', 'N San Francisco St'] },
  { city: 'Los Angeles', state: 'CA', latitude: 34.0522, longitude: -118.2437, areaCode: '213', zip: '90012', streets: ['W Sunset Blvd', 'S Broadway'] },
  { city: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194, areaCode: '415', zip: '94103', streets: ['Market St', 'Valencia St'] },
  { city: 'San Diego', state: 'CA', latitude: 32.7157, longitude: -117.1611, areaCode: '619', zip: '92101', streets: ['5th Ave', 'India St'] },
  { city: 'Sacramento', state: 'CA', latitude: 38.5816, longitude: -121.4944, areaCode: '916', zip: '95814', streets: ['J St', 'K St'] },
  { city: 'San Jose', state: 'CA', latitude: 37.3382, longitude: -121.8863, areaCode: '408', zip: '95113', streets: ['S 1st St', 'W Santa Clara St'] },
  { city: 'Denver', state: 'CO', latitude: 39.7392, longitude: -104.9903, areaCode: '303', zip: '80202', streets: ['Larimer St', 'E Colfax Ave'] },
  { city: 'Boulder', state: 'CO', latitude: 40.015, longitude: -105.2705, areaCode: '303', zip: '80302', streets: ['Pearl St', 'Broadway'] },
  { city: 'Colorado Springs', state: 'CO', latitude: 38.8339, longitude: -104.8214, areaCode: '719', zip: '80903', streets: ['N Tejon St', 'E Pikes Peak Ave'] },
  { city: 'Fort Collins', state: 'CO', latitude: 40.5853, longitude: -105.0844, areaCode: '970', zip: '80524', streets: ['College Ave', 'Mountain Ave'] },
  { city: 'Miami', state: 'FL', latitude: 25.7617, longitude: -80.1918, areaCode: '305', zip: '33131', streets: ['Brickell Ave', 'SW 8th St'] },
  { city: 'Orlando', state: 'FL', latitude: 28.5383, longitude: -81.3792, areaCode: '407', zip: '32801', streets: ['N Orange Ave', 'E Church St'] },
  { city: 'Tampa', state: 'FL', latitude: 27.9506, longitude: -82.4572, areaCode: '813', zip: '33602', streets: ['N Franklin St', 'E 7th Ave'] },
  { city: 'Jacksonville', state: 'FL', latitude: 30.3322, longitude: -81.6557, areaCode: '904', zip: '32202', streets: ['W Bay St', 'Riverside Ave'] },
  { city: 'Atlanta', state: 'GA', latitude: 33.749, longitude: -84.388, areaCode: '404', zip: '30303', streets: ['Peachtree St NE', 'Edgewood Ave SE'] },
  { city: 'Savannah', state: 'GA', latitude: 32.0809, longitude: -81.0912, areaCode: '912', zip: '31401', streets: ['Broughton St', 'Bull St'] },
  { city: 'Athens', state: 'GA', latitude: 33.9519, longitude: -83.3576, areaCode: '706', zip: '30601', streets: ['College Ave', 'W Clayton St'] },
  { city: 'Augusta', state: 'GA', latitude: 33.4735, longitude: -82.0105, areaCode: '706', zip: '30901', streets: ['Broad St', 'Walton Way'] },
  { city: 'Chicago', state: 'IL', latitude: 41.8781, longitude: -87.6298, areaCode: '312', zip: '60602', streets: ['N Michigan Ave', 'W Randolph St'] },
  { city: 'Naperville', state: 'IL', latitude: 41.7508, longitude: -88.1535, areaCode: '630', zip: '60540', streets: ['W Jefferson Ave', 'S Washington St'] },
  { city: 'Springfield', state: 'IL', latitude: 39.7817, longitude: -89.6501, areaCode: '217', zip: '62701', streets: ['S 6th St', 'E Adams St'] },
  { city: 'Evanston', state: 'IL', latitude: 42.0451, longitude: -87.6877, areaCode: '847', zip: '60201', streets: ['Sherman Ave', 'Davis St'] },
  { city: 'New York', state: 'NY', latitude: 40.7128, longitude: -74.006, areaCode: '212', zip: '10007', streets: ['Broadway', 'Hudson St'] },
  { city: 'Buffalo', state: 'NY', latitude: 42.8864, longitude: -78.8784, areaCode: '716', zip: '14202', streets: ['Elmwood Ave', 'Main St'] },
  { city: 'Rochester', state: 'NY', latitude: 43.1566, longitude: -77.6088, areaCode: '585', zip: '14604', streets: ['East Ave', 'Park Ave'] },
  { city: 'Albany', state: 'NY', latitude: 42.6526, longitude: -73.7562, areaCode: '518', zip: '12207', streets: ['State St', 'Lark St'] },
  { city: 'Portland', state: 'OR', latitude: 45.5152, longitude: -122.6784, areaCode: '503', zip: '97205', streets: ['SW Morrison St', 'NW 23rd Ave'] },
  { city: 'Eugene', state: 'OR', latitude: 44.0521, longitude: -123.0868, areaCode: '541', zip: '97401', streets: ['Willamette St', 'E 13th Ave'] },
  { city: 'Salem', state: 'OR', latitude: 44.9429, longitude: -123.0351, areaCode: '503', zip: '97301', streets: ['Commercial St NE', 'Court St NE'] },
  { city: 'Bend', state: 'OR', latitude: 44.0582, longitude: -121.3153, areaCode: '541', zip: '97703', streets: ['NW Wall St', 'NW Bond St'] },
  { city: 'Austin', state: 'TX', latitude: 30.2672, longitude: -97.7431, areaCode: '512', zip: '78701', streets: ['Congress Ave', 'S Lamar Blvd'] },
  { city: 'Houston', state: 'TX', latitude: 29.7604, longitude: -95.3698, areaCode: '713', zip: '77002', streets: ['Main St', 'Westheimer Rd'] },
  { city: 'Dallas', state: 'TX', latitude: 32.7767, longitude: -96.797, areaCode: '214', zip: '75201', streets: ['Elm St', 'McKinney Ave'] },
  { city: 'San Antonio', state: 'TX', latitude: 29.4241, longitude: -98.4936, areaCode: '210', zip: '78205', streets: ['E Houston St', 'N St Marys St'] },
  { city: 'El Paso', state: 'TX', latitude: 31.7619, longitude: -106.485, areaCode: '915', zip: '79901', streets: ['N Mesa St', 'E Mills Ave'] },
  { city: 'Seattle', state: 'WA', latitude: 47.6062, longitude: -122.3321, areaCode: '206', zip: '98101', streets: ['Pike St', '1st Ave'] },
  { city: 'Spokane', state: 'WA', latitude: 47.6588, longitude: -117.426, areaCode: '509', zip: '99201', streets: ['W Riverside Ave', 'W Main Ave'] },
  { city: 'Tacoma', state: 'WA', latitude: 47.2529, longitude: -122.4443, areaCode: '253', zip: '98402', streets: ['Pacific Ave', 'Broadway'] },
  { city: 'Bellevue', state: 'WA', latitude: 47.6101, longitude: -122.2015, areaCode: '425', zip: '98004', streets: ['Bellevue Way NE', 'Main St'] },
];

/** A city of the table by name and state (case and spacing ignored), for placing a partner. */
export function findCity(city: string, state: string): City | undefined {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return US_CITIES.find((c) => c.state === state.trim().toUpperCase() && key(c.city) === key(city));
}
