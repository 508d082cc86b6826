// The API stood in for at the network, and the application-status page's data: shared by the
// Spanish and the pseudo-locale tests of the remote (issue #30).

/** Answers by path (a POST by "POST path"): [status, body]. */
type FetchAnswers = Record<string, [number, unknown]>;

/** The API at the network (fetch), by path (a POST by method and path); anything else a 404. */
export function serve(answers: FetchAnswers) {
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const [status, body] = answers[`${init?.method ?? 'GET'} ${path}`] ?? answers[path] ?? [404, { success: false, error: 'Not found' }];
    return Promise.resolve({ status, ok: status < 300, statusText: String(status), json: async () => body, text: async () => JSON.stringify(body) });
  }) as unknown as typeof fetch;
}

/** An application with its site visit booked (and still movable), times to move it to. */
export const application = {
  businessName: 'Café Azul',
  receivedAt: '2026-11-27T15:00:00.000Z',
  stage: 'site_visit_scheduled',
  // Booked straight from "received": nobody has called or qualified it yet (issue #40).
  reached: ['received', 'site_visit_scheduled'],
  // The API's English words: the page shows its own words by the stage instead.
  stageLabel: 'Site visit scheduled',
  nextStep: 'We come at the time below. If the site suits, installation follows and takes 2-4 hours, at no cost.',
  nextStepBy: '2026-11-28T15:00:00.000Z',
  canBook: true,
  timeZone: 'America/Chicago',
  visit: { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', timeZone: 'America/Chicago', canChange: true, changeUntil: '2026-11-30T15:00:00.000Z' },
  contact: { phone: '(555) 010-0100', email: 'partners@powernest.example' },
};

/** The times to book: seven days, five shown and two behind "2 more days". */
export const slots = {
  success: true,
  timeZone: 'America/Chicago',
  slots: [1, 2, 3, 4, 7, 8, 9].map((day) => ({ start: `2026-12-0${day}T15:00:00.000Z`, end: `2026-12-0${day}T16:00:00.000Z` })),
};

/**
 * The API's answers for an application's status page and its times. A token per page shown: SWR
 * keeps answers by URL for the whole test file.
 */
export const statusApi = (app: object, token: string): FetchAnswers => ({
  [`/api/application/${token}`]: [200, { success: true, application: app }],
  [`/api/application/${token}/slots`]: [200, slots],
});
