// The answers the page's first view shows (the list, the counts, a coverage answer), in its
// server HTML. A server render cannot wait for a fetch inside a hook, so the page names what
// it will ask for; on the server those answers are fetched once per request and the render
// waits for them (React's `use`), and the HTML carries them as JSON. The browser reads that
// JSON before hydrating, so both renders draw from the same answers, and SWR starts with them
// (its `fallback`): no request is repeated, and the page works without JavaScript.
import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { useServerFetch, type RawAnswer, type ServerFetch } from '@powernest/shared-ui';
import { decodeAnswer, type AnswerSchema } from './answers';

/** An answer the first view reads: the URL its hook asks (its SWR key) and how the answer becomes that hook's data. */
export interface FirstViewRequest {
  url: string;
  /** The hook's data; undefined when this answer gives none (the hook then asks for itself). */
  read: (answer: RawAnswer) => unknown;
}

interface FirstViewAnswers {
  /** When the server fetched them (ms): a page from the server's cache may be older than the API's freshness. */
  at: number;
  answers: Record<string, RawAnswer>;
}

export const FIRST_VIEW_DATA_ID = 'first-view';
const NONE: FirstViewAnswers = { at: 0, answers: {} };

/** An answer read with the API's schema (a drift is no data, not a broken page). */
export const answerReader =
  <T,>(schema: AnswerSchema<T>) =>
  ({ status, body }: RawAnswer): T | undefined => {
    if (status !== 200) return undefined;
    try {
      return decodeAnswer(schema, 'first view', body);
    } catch {
      return undefined;
    }
  };

/**
 * On the server: every answer, asked at once through the host's fetch for this request (no
 * second trip over the network to the server's own port); one that fails or is late is left out.
 */
async function fetchAnswers(urls: readonly string[], serverFetch: ServerFetch | null): Promise<FirstViewAnswers> {
  if (!serverFetch) return NONE;
  const fetched = await Promise.all(urls.map(async (url) => [url, await serverFetch(url).catch(() => null)] as const));
  return { at: Date.now(), answers: Object.fromEntries(fetched.filter((entry): entry is [string, RawAnswer] => entry[1] !== null)) };
}

/** In the browser: what the server's HTML carries (nothing after a client-side navigation). */
function readEmbedded(): FirstViewAnswers {
  try {
    return (JSON.parse(document.getElementById(FIRST_VIEW_DATA_ID)?.textContent ?? 'null') as FirstViewAnswers | null) ?? NONE;
  } catch {
    return NONE;
  }
}

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers. */
const scriptJson = (data: FirstViewAnswers) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function Seeded({ source, requests, maxAgeS, children }: { source: FirstViewAnswers | Promise<FirstViewAnswers>; requests: readonly FirstViewRequest[]; maxAgeS?: number; children: ReactNode }) {
  const data = source instanceof Promise ? use(source) : source;
  const fallback = useMemo(() => {
    const seeded: Record<string, unknown> = {};
    for (const { url, read } of requests) {
      const answer = data.answers[url];
      const value = answer ? read(answer) : undefined;
      if (value !== undefined) seeded[url] = value;
    }
    return seeded;
  }, [data, requests]);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    // A page kept by the server's page cache can be older than its answers may be: ask again, after hydrating.
    if (maxAgeS !== undefined && data.at && Date.now() - data.at > maxAgeS * 1000) for (const url of Object.keys(data.answers)) void mutate(url);
    // Once, for the answers the page came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  return (
    <>
      <script id={FIRST_VIEW_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      <SWRConfig value={{ fallback }}>{children}</SWRConfig>
    </>
  );
}

/**
 * Gives the hooks below the answers of `requests` from their first render: fetched by the
 * server render (which waits for them) and embedded in the HTML, or read from that HTML in the
 * browser. Later requests (a filter changed) are the hooks' own, as before.
 */
export function FirstViewData({ requests, maxAgeS, children }: { requests: readonly FirstViewRequest[]; /** How old (s) the answers may be when the page comes from a cache. */ maxAgeS?: number; children: ReactNode }) {
  // Made once per render of the page: on the server, one request's fetches; the child that
  // waits for them is the one that suspends, so this state (and promise) is kept meanwhile.
  const serverFetch = useServerFetch();
  const [source] = useState(() => (typeof document === 'undefined' ? fetchAnswers(requests.map((r) => r.url), serverFetch) : readEmbedded()));
  return (
    <Seeded source={source} requests={requests} maxAgeS={maxAgeS}>
      {children}
    </Seeded>
  );
}
