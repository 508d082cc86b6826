import { ALL_BUSINESS_TYPES_LABEL, ALL_STATES_LABEL, BASE_LAYERS, COVERAGE_ANSWERS, COVERAGE_MESSAGES } from '@powernest/domain';

// The locator's English texts, exactly as the page renders them (issue #30): the English page
// must not change by a character. Counts are ICU plurals; a count shown as a bare `{count}` is
// written as digits, as the page always has (`#` and `{n, number}` would group them: "1,234"),
// while the Spanish catalogue formats its numbers for es-US. The words the domain shares with
// the API and the other remotes (business types, coverage answers, lead messages) are not here:
// they come from the domain in the page's language.

const layerLabel = (id: (typeof BASE_LAYERS)[number]['id']) => BASE_LAYERS.find((b) => b.id === id)!.label;

export const EN = {
  // The page's head and its hero (its heading is FIND_LOCATIONS_PAGE's, in the page manifest).
  'page.intro': 'Businesses near you offer FREE charging stations for customer use.',
  'page.findNearest': 'Find Nearest',
  'page.useMyLocation': 'Use my location',
  'page.addBusiness': 'Add Your Business',
  // Where the map would be, in a browser that runs no JavaScript (the map and the location buttons are hidden there).
  'page.withoutJavaScript': 'The map and finding partners near you need JavaScript, which is off in this browser. The list below shows the locations your search finds, with their addresses and directions.',

  // The browser could not say where the visitor is (product.md §8).
  'geo.failedTitle': 'Location unavailable',
  'geo.unavailable': 'Unable to access your location. Please enable location services.',
  'geo.unsupported': 'Geolocation is not supported by this browser.',

  // Filters (product.md §2).
  'filters.label': 'Filter locations',
  'filters.search': 'Search',
  'filters.searchPlaceholder': 'Search by business name, city...',
  'filters.state': 'State',
  'filters.allStates': ALL_STATES_LABEL,
  'filters.businessType': 'Business Type',
  'filters.allBusinessTypes': ALL_BUSINESS_TYPES_LABEL,
  'filters.submit': 'Search',
  'filters.view': 'View',
  'filters.map': 'Map',
  'filters.list': 'List',

  // The results (foundLocationsText's words: a test holds them equal).
  'results.loading': 'Loading locations…',
  'results.found': 'Found {count} {count, plural, one {location} other {locations}}',
  'results.foundMatching': 'Found {count} {count, plural, one {location} other {locations}} matching your criteria',
  'results.noneTitle': 'No Locations Found',
  'results.noneHint': 'Try another search, state or business type.',
  'results.clearFilters': 'Clear Filters',

  // The list and its cards.
  'list.label': 'Partner locations',
  'list.loading': 'Loading locations',
  'list.showing': 'Showing {first}–{last} of {total}',
  'list.pastLastPage': 'Page {page} is past the last page ({pages}).',
  'card.directions': 'Directions',
  'card.showOnMap': 'Show on map',
  // The page links (MUI's own English words, given here so they have a Spanish).
  'pagination.label': 'pagination navigation',
  'pagination.page': 'Go to page {page}',
  'pagination.current': 'page {page}',
  'pagination.first': 'Go to first page',
  'pagination.previous': 'Go to previous page',
  'pagination.next': 'Go to next page',
  'pagination.last': 'Go to last page',

  // The partners could not be loaded (product.md §8: "Failed to fetch partners").
  'loadError.title': 'Failed to fetch partners',
  'loadError.text': 'Locations could not be loaded. Check your connection and try again.',
  'loadError.retry': 'Retry',

  // The sidebar.
  'sidebar.label': 'About the network',
  'sidebar.suggest.title': 'Suggest a Location',
  'sidebar.suggest.text': 'Know a business that should offer free charging? Tell us.',
  'sidebar.suggest.action': 'Suggest a Location',
  'sidebar.partner.title': 'Become a Partner',
  'sidebar.partner.text': 'Get FREE charging equipment for your business with zero liability.',
  'sidebar.partner.action': 'Become a Partner',
  'sidebar.areas.title': 'Where {brand} serves',
  'sidebar.areas.serving': 'Serving now',
  'sidebar.areas.coming': 'Coming soon',
  'sidebar.areas.opens': '{area}: opens {date}',
  'sidebar.stats.title': 'Network Stats',
  'sidebar.stats.partners': 'Total partners',
  'sidebar.stats.states': 'States',
  'sidebar.stats.businessTypes': 'Business types',
  'sidebar.legend.title': 'Map legend',
  'sidebar.legend.label': 'Map legend',

  // The coverage check and the waiting list.
  'coverage.heading': 'Is there a charging kiosk near you?',
  'coverage.placeLabel': 'ZIP code or city',
  'coverage.placeHint': 'For example 78701 or "Austin, TX"',
  'coverage.check': 'Check',
  'coverage.checking': 'Checking...',
  'coverage.joinHeading': 'Tell me when one opens',
  'coverage.email': 'E-mail',
  'coverage.businessName': 'Business name (optional)',
  'coverage.join': 'Join the waiting list',
  'coverage.joining': 'Joining...',
  'coverage.failed': 'Something went wrong. Please try again.',
  'coverage.honeypot': 'Leave this field empty',
  // The answer, worded from the API's fields (is it covered, the area, the miles): COVERAGE_ANSWERS'
  // sentences (a test holds them equal).
  'coverage.covered': 'Good news: a {brand} partner is {miles} {miles, plural, one {mile} other {miles}} from {place}.',
  'coverage.notCovered': 'No {brand} partner within {radius} miles of {place} yet.',
  'coverage.nearest': 'The nearest one is {miles} miles away.',
  'coverage.firstPartner': 'Be the first partner in {place}',
  'coverage.served': '{brand} serves {area}: no partner within {radius} miles of {place} yet, so your business can be the first there.',
  'coverage.applyNow': 'Apply now',
  'coverage.comingSoon': '{brand} is coming to {area} on {date}. Join the waiting list and we will e-mail you when it opens.',
  'coverage.comingSoonUndated': '{brand} is coming to {area} soon. Join the waiting list and we will e-mail you when it opens.',
  'coverage.joinedTitle': COVERAGE_ANSWERS.joinedTitle,
  'coverage.joined': 'You are on the waiting list for {place}. We will e-mail you when a partner opens there.',
  'coverage.refusedTitle': COVERAGE_ANSWERS.refusedTitle,
  // The API's messages for a place or an e-mail it refused, as the domain words them in English.
  'coverage.problem.placeRequired': COVERAGE_MESSAGES.placeRequired,
  'coverage.problem.placeNotFound': COVERAGE_MESSAGES.placeNotFound,
  'coverage.problem.emailRequired': COVERAGE_MESSAGES.emailRequired,

  // The map.
  'map.title': 'Interactive Map',
  'map.label': 'Map of partner locations',
  'map.locateMe': 'Locate me',
  'map.fitAll': 'Fit All',
  'map.layers': 'Map layer',
  // A layer's label in English is the site's configuration (TILE_LAYERS_PATH); these are the built-in ones.
  'map.layer.satellite': layerLabel('satellite'),
  'map.layer.street': layerLabel('street'),
  'map.layer.terrain': layerLabel('terrain'),
  'map.yourLocation': 'Your location',
  // OpenLayers' own button tips.
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.resetRotation': 'Reset rotation',
  'map.attributions': 'Attributions',
  // What the view holds, for screen readers.
  'map.inView.none': 'No partner locations in this view',
  'map.inView': '{partners} {partners, plural, one {partner location} other {partner locations}} in this view: {shown}',
  'map.inView.markers': '{count} {count, plural, one {marker} other {markers}}',
  'map.inView.groups': '{count} {count, plural, one {group} other {groups}}',
  'map.inView.both': '{markers} and {groups}',

  // A partner's popup on the map.
  'popup.close': 'Close',
  'popup.contact': 'Contact: {name}',
  'popup.call': 'Call',
  'popup.email': 'Email',
} as const;

export type LocatorTextId = keyof typeof EN;
