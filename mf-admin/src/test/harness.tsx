// Test harness: the remote's routes at a path, with the shell's providers, a fresh SWR cache per
// test, a fake API (fetch) and a probe that shows where the router is.
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@powernest/shared-ui/router';
import { SWRConfig } from 'swr';
import { AppProviders, useToastStore } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';
import RemoteRoutes from '../Routes';

export interface FakeResponse {
  status: number;
  body?: unknown;
}
type Handler = FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>);

interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit;
}

/** Replaces fetch: "METHOD /path" -> answer. Unknown requests answer 404 and are recorded too. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, init });
    const handler = routes[`${method} ${url}`];
    const answer: FakeResponse = handler === undefined ? { status: 404, body: { success: false, error: 'Not found' } } : typeof handler === 'function' ? await handler(body) : handler;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // As a Response answers: the client reads a 429's Retry-After from its headers (none here).
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, statusText: '', headers: new Map<string, string>(), text: async () => text };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}

export const ADMIN_CHECK = { isAuthenticated: true, isAdmin: true, user: { username: 'admin', role: 'admin', mustChangePassword: false } };
export const SIGNED_OUT = { isAuthenticated: false, isAdmin: false };

function WhereAmI() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

export function renderAt(path: string, ui: ReactElement = <RemoteRoutes />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <DataProvider>
          <SWRConfig value={{ provider: () => new Map() }}>
            {ui}
            <WhereAmI />
          </SWRConfig>
        </DataProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}

/**
 * The page at `path` as someone signs in (an admin by default; SIGNED_OUT for a visitor): the
 * session check answers `check`, the API answers `routes`. Answers the fake API, to look at calls.
 */
export function openPage(path: string, routes: Record<string, Handler> = {}, check: unknown = ADMIN_CHECK) {
  const api = fakeApi({ 'GET /api/admin/check': { status: 200, body: check }, ...routes });
  renderAt(path);
  return api;
}

/** A lead as GET /api/leads lists it: Business 1, Contact 1, owner1@example.com…, a new Austin restaurant. */
export function adminLead(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    businessName: `Business ${id}`,
    contactPerson: `Contact ${id}`,
    location: 'Austin, TX',
    email: `owner${id}@example.com`,
    phone: '(555) 010-0000',
    businessType: 'restaurant',
    status: 'new',
    createdAt: '2026-03-04T15:00:00.000Z',
    ...extra,
  };
}

export const currentPath = () => screen.getByTestId('location').textContent;
/** The query string the router is at ("?status=new"), or "". */
export const currentSearch = () => screen.getByTestId('search').textContent;

/** A GET /api/leads answer holding these rows (counts per status from the rows themselves). */
export function leadsPageAnswer(leads: unknown[], extra: Record<string, unknown> = {}) {
  const statusCounts: Record<string, number> = {};
  for (const lead of leads) {
    const status = (lead as { status?: unknown })?.status;
    if (typeof status === 'string') statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  }
  return { status: 200, body: { success: true, leads, total: leads.length, totalCapped: false, pageSize: 25, statusCounts, ...extra } };
}

/** The API's 400 for a list filter it refuses (a hand-edited link): the field and why. */
export const refusedFilter = (field: string, message: string): FakeResponse => ({ status: 400, body: { success: false, error: 'Validation failed', fieldErrors: { [field]: message } } });

/** A paged list (the leads workspace, the audit log) says its filters cannot be used, and why. */
export async function expectRefusedFilterShown(message: string) {
  expect(await screen.findByText('These filters cannot be used')).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
}

/** The toast on screen now (title and description), or null. */
export function currentToast() {
  const t = useToastStore.getState().current;
  return t ? { title: t.title, description: t.description, variant: t.variant } : null;
}

export function resetToasts() {
  act(() => useToastStore.getState().dismiss());
}
