// API answers for component tests, in their wire form. Each is encoded with the API's own schema,
// so a fixture cannot drift from what the server sends.
import * as z from 'zod/mini';
import { leadCreatedResponse, type EmailDelivery } from '@powernest/domain';

/** POST /api/leads (201) for a stored lead. */
export function leadCreatedAnswer(emails: EmailDelivery = { adminSent: true, userSent: true }) {
  return z.encode(leadCreatedResponse, {
    success: true,
    lead: {
      id: 7,
      businessName: 'Corner Café',
      contactPerson: 'Jane Doe',
      email: 'jane@cornercafe.com',
      phone: '(555) 123-4567',
      location: 'Austin, TX',
      businessType: 'cafe',
      status: 'new',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    },
    emails,
  });
}

/** Stands in for fetch with one answer to every request (status and JSON body); returns the stand-in, whose calls are the requests. */
export function answerEveryRequest(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
