/** @jest-environment node */
// The first view's answers in a server render (issue #43 item 4): asked through the host's fetch
// for this request (useServerFetch), never over the network to the server's own port, and
// embedded in the HTML for the browser to hydrate with.
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@powernest/shared-ui/router';
import useSWR from 'swr';
import { AppProviders, type ServerFetch } from '@powernest/shared-ui';
import { FIRST_VIEW_DATA_ID, FirstViewData, answerReader } from '@powernest/shared-ui/data';
import { z } from 'zod';

const read = answerReader(z.object({ total: z.number() }));
const requests = [
  { url: '/api/partners?page=1', read },
  { url: '/api/coverage?place=59801', read },
];

function Total({ url }: { url: string }) {
  const { data } = useSWR<{ total: number }>(url, null);
  return <p>{`${url}: ${data?.total ?? 'loading'}`}</p>;
}

async function render(serverFetch: ServerFetch | null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter>
      <AppProviders serverFetch={serverFetch}>
        <FirstViewData requests={requests}>
          {requests.map((r) => (
            <Total key={r.url} url={r.url} />
          ))}
        </FirstViewData>
      </AppProviders>
    </MemoryRouter>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('FirstViewData in a server render', () => {
  const globalFetch = jest.spyOn(globalThis, 'fetch');
  afterAll(() => globalFetch.mockRestore());

  it('asks the host\'s fetch for each answer, shows them and embeds them; nothing goes out over the network', async () => {
    const asked: string[] = [];
    const html = await render(async (url) => {
      asked.push(url);
      return url.startsWith('/api/partners') ? { status: 200, body: { total: 42 } } : { status: 200, body: { total: 7 } };
    });
    expect(asked.sort()).toEqual(['/api/coverage?place=59801', '/api/partners?page=1']);
    expect(html).toContain('/api/partners?page=1: 42');
    expect(html).toContain('/api/coverage?place=59801: 7');
    const embedded = JSON.parse(new RegExp(`<script id="${FIRST_VIEW_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!);
    expect(embedded.answers['/api/partners?page=1']).toEqual({ status: 200, body: { total: 42 } });
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it('leaves out an answer the host could not give (late or failed): the page asks for it in the browser', async () => {
    const html = await render(async (url) => (url.startsWith('/api/partners') ? null : { status: 200, body: { total: 7 } }));
    expect(html).toContain('/api/partners?page=1: loading');
    expect(html).toContain('/api/coverage?place=59801: 7');
  });

  it('without a host\'s fetch (a remote alone) renders without answers, and asks nothing', async () => {
    const html = await render(null);
    expect(html).toContain('/api/partners?page=1: loading');
    expect(globalFetch).not.toHaveBeenCalled();
  });
});
