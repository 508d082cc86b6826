import { prerenderToNodeStream } from 'react-dom/static';
// The server imports its router from the same package the shared router module re-exports.
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { ShellRoot } from '../../src/ShellRoot';
import { EMOTION_CACHE_KEY } from '../../src/ssr/bootData';
import { languagePrefix, splitLanguage, type SiteManifest } from '@powernest/domain';
import type { FormSubmission, ServerFetch } from '@powernest/shared-ui';
import type { PreloadedRemotes } from '../../src/remotes/remoteRegistry';

export interface RenderedShell {
  /** The markup of #root. */
  html: string;
  /** Emotion's critical CSS for exactly that markup, as <style data-emotion> tags for <head>. */
  styles: string;
  /** Errors React reported while rendering (a failed lazy chunk renders on the client instead). */
  errors: unknown[];
}

/**
 * Renders the shell (header, footer, the route's page) to HTML. Every lazy page is awaited
 * (prerender waits for all Suspense boundaries), and the Emotion cache is this request's own,
 * so the CSS collected is this page's and nobody else's.
 */
export async function renderShell(
  url: string,
  site: SiteManifest,
  preloaded: PreloadedRemotes,
  { signal, formSubmission, serverFetch }: { signal?: AbortSignal; formSubmission?: FormSubmission; serverFetch?: ServerFetch } = {},
): Promise<RenderedShell> {
  const emotionCache = createCache({ key: EMOTION_CACHE_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  const errors: unknown[] = [];
  // The site lives under its language's prefix (/es): every route and link of the page is in it.
  const basename = languagePrefix(splitLanguage(url.split('?')[0]!).language) || undefined;
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url} basename={basename}>
      <ShellRoot emotionCache={emotionCache} site={site} preloaded={preloaded} formSubmission={formSubmission} serverFetch={serverFetch} />
    </StaticRouter>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // Keep every Suspense boundary inline: React would otherwise move large ones to the end
      // with inline <script>s to reveal them, which the page's CSP (script-src 'self') forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, styles, errors };
}

