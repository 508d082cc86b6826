// What the locator's tests stand on, once: the partners and the coverage check's answers, the API
// stood in for at the network, the waiting list's plain-form answers, the page rendered with a
// cache of its own. Used by the page's and the coverage check's tests and by the Spanish and
// pseudo-locale tests of the whole remote (issue #30).
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { COVERAGE_MESSAGES, LEAD_TEXTS, compactPartnerRow, distanceKm, matchesPartnerSearch, networkStats, type PartnerLocation } from '@powernest/domain';
import type { FormSubmission } from '@powernest/shared-ui';
import { renderWithProviders } from '../../../app-config/jest/renderWithProviders';
import { INITIAL_LOCATOR_STATE, useLocatorStore } from '../state/locatorStore';
import { LIST_PAGE_SIZE } from '../data/usePartners';
import { FIND_LOCATIONS_PAGE } from '../pages';
import RemoteRoutes from '../Routes';

/** A partner in Austin, TX (a restaurant), changed by `over`. */
export const partner = (id: string, over: Partial<PartnerLocation> = {}): PartnerLocation => ({
  id,
  businessName: `Tienda ${id}`,
  businessType: 'restaurant',
  address: `${id} Congress Ave`,
  city: 'Austin',
  state: 'TX',
  contactPerson: 'Ana Ruiz',
  phone: '512-555-0100',
  email: `${id}@example.com`,
  latitude: 30.27,
  longitude: -97.74,
  ...over,
});

/** Four partners in three states, of four business types ('b', Seattle Beans, the one a link selects). */
export const FEW = [
  partner('a'),
  partner('b', { businessName: 'Seattle Beans', city: 'Seattle', state: 'WA', businessType: 'hotel', latitude: 47.6, longitude: -122.3 }),
  partner('c', { businessName: 'Denver Gym', city: 'Denver', state: 'CO', businessType: 'fitness', latitude: 39.7, longitude: -105 }),
  partner('d', { businessName: 'Corner Laundry', city: 'Denver', state: 'CO', businessType: 'other', latitude: 39.74, longitude: -104.99 }),
];
/** More than a page of them, for the page links. */
export const MANY = Array.from({ length: LIST_PAGE_SIZE + 5 }, (_, i) => partner(`p${i}`, { businessName: `Café ${i}` }));

/** The coverage check's answer for a place without a partner near (59801: Missoula, MT). */
export const NOT_COVERED = {
  success: true,
  place: { area: 'Missoula, MT', city: 'Missoula', state: 'MT', zipCode: '59801', latitude: 46.86, longitude: -114.03 },
  covered: false,
  radiusMiles: 25,
  nearestMiles: 1212.5,
};
/** Its answer for a covered place (Austin, TX). */
export const COVERED = { success: true, place: { area: 'Austin, TX', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 }, covered: true, radiusMiles: 25, nearestMiles: 1 };

/** Answers by request, "METHOD url" -> [status, body]. */
type Routes = Record<string, [number, unknown]>;

/** The coverage check's and the waiting list's answers, for the places the tests ask about. */
export const COVERAGE_ANSWERS = {
  covered: { [`GET /api/coverage?place=${encodeURIComponent('Austin, TX')}`]: [200, COVERED] },
  notCovered: { 'GET /api/coverage?place=59801': [200, NOT_COVERED] },
  joined: { 'POST /api/waiting-list': [201, { success: true, area: 'Missoula, MT' }] },
  unknownPlace: {
    [`GET /api/coverage?place=${encodeURIComponent('Atlantis, TX')}`]: [400, { success: false, error: 'Validation failed', fieldErrors: { place: COVERAGE_MESSAGES.placeNotFound } }],
  },
} satisfies Record<string, Routes>;

/** What the page asked for. */
interface Call {
  method: string;
  url: string;
  body: unknown;
}

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body), json: async () => body });

/**
 * A stand-in for the API at the network (fetch): the `partners` (filters, `near`, paging,
 * compact rows, stats, one partner), every one of their requests a 500 while `failing`, every
 * request held until `pending` settles; `serve(routes)` answers those first. Anything else is a 404.
 */
export function locatorApi() {
  const api = {
    partners: FEW,
    failing: false,
    pending: null as Promise<unknown> | null,
    /** Puts the stand-in in place, with these answers besides the partners; returns what it is asked, as it is asked. */
    serve(routes: Routes = {}) {
      const calls: Call[] = [];
      global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
        if (api.pending) await api.pending;
        const own = routes[`${method} ${url}`];
        if (own) return answer(...own);
        const { pathname, searchParams: query } = new URL(url, 'http://x');
        if (!pathname.startsWith('/api/partners')) return answer(404, { success: false, error: 'Not found' });
        if (api.failing) return answer(500, { success: false, error: 'boom' });
        const one = /^\/api\/partners\/([^/]+)$/.exec(pathname);
        if (one && one[1] !== 'stats') {
          const found = api.partners.find((p) => p.id === decodeURIComponent(one[1]!));
          return found ? answer(200, { partner: found }) : answer(404, { success: false, error: 'Partner not found' });
        }
        let found = api.partners.filter(
          (p) =>
            (!query.get('state') || p.state === query.get('state')) &&
            (!query.get('businessType') || p.businessType === query.get('businessType')) &&
            matchesPartnerSearch(p, query.get('q') ?? ''),
        );
        const near = query.get('near');
        if (near) {
          const [latitude, longitude] = near.split(',').map(Number);
          found = [...found].sort((a, b) => distanceKm({ latitude, longitude }, a) - distanceKm({ latitude, longitude }, b));
        }
        if (pathname === '/api/partners/stats') return answer(200, networkStats(found.map(compactPartnerRow)));
        const total = found.length;
        const offset = Number(query.get('offset') ?? 0);
        found = found.slice(offset, offset + Number(query.get('limit') ?? found.length));
        return answer(200, query.get('format') === 'compact' ? { total, columns: [], rows: found.map(compactPartnerRow) } : { partners: found, total });
      }) as unknown as typeof fetch;
      return calls;
    },
  };
  return api;
}

/** The stand-in, as each test starts: the four partners, nothing failing or held, and the locator's state as a visitor first finds it. */
export function locatorApiForEachTest() {
  const api = locatorApi();
  beforeEach(() => {
    useLocatorStore.setState(INITIAL_LOCATOR_STATE);
    api.partners = FEW;
    api.failing = false;
    api.pending = null;
    api.serve();
  });
  return api;
}

/** The values of a sign-up to the waiting list. */
export const WAITING_LIST_VALUES = { place: '59801', email: 'sam@example.com', businessName: 'Hellgate Books', website: '' };

/** The site server's answer to the waiting list sent as a plain form: sent, unless `over` says otherwise. */
export const waitingListSubmission = (over: Partial<FormSubmission> = {}): FormSubmission => ({
  form: 'waiting-list',
  path: FIND_LOCATIONS_PAGE.path,
  values: WAITING_LIST_VALUES,
  outcome: 'sent',
  fieldErrors: {},
  ...over,
});

/** The same from the Spanish page: an e-mail not yet valid ('sam@'), found invalid unless `over` says otherwise. */
export const spanishWaitingListSubmission = (over: Partial<FormSubmission> = {}) =>
  waitingListSubmission({ path: `/es${FIND_LOCATIONS_PAGE.path}`, values: { ...WAITING_LIST_VALUES, email: 'sam@' }, outcome: 'invalid', ...over });

/** What the site server carries to the page after a sign-up: the area the API filed it under, no words (the page words it, issue #43 §5). */
export const SIGNED_UP_DATA = { area: 'Missoula, MT' };
/** Its notice when the API refused the sign-up, with its English fallback. */
export const REFUSED_NOTICE = { title: 'Could not join the waiting list', description: LEAD_TEXTS['en-US'].errorFallback };

/** What is rendered with a cache of its own and no retries (a failure shows at once). */
export const withFreshCache = (ui: ReactNode) => <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{ui}</SWRConfig>;

/** The whole remote at a path (the page's own: `/find-locations?view=list`), in English unless `options` name a language. */
export const renderLocator = (path: string, options: Parameters<typeof renderWithProviders>[2] = {}) => renderWithProviders(withFreshCache(<RemoteRoutes />), path, options);

/** The remote at the Spanish address of a path (/es/find-locations…), as the site server answered a plain form when one is given. */
export const renderLocatorInSpanish = (path: string = FIND_LOCATIONS_PAGE.path, formSubmission?: FormSubmission) => renderLocator(path, { language: 'es-US', formSubmission });
