import { lazy, type ComponentType } from 'react';

/**
 * What counts as the visitor's first interaction: a touch, key, pointer press or move, wheel or
 * focus anywhere on the page, or a history navigation. Clicks on header links fall in it too
 * (their pointerdown comes first), so a client-side navigation always finds the code coming.
 */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Set on <html> by the page's inline loader (scriptsAfterPaint) when the visitor presses, taps
 * or types before this code has arrived: a FAQ answer opened natively at first paint counts as
 * the first interaction, instead of the page waiting for a second one.
 */
export const INTERACTED_BEFORE_SCRIPTS = 'data-interacted';

/** Resolves on the visitor's next interaction with the page. */
function nextInteraction(): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      window.removeEventListener('popstate', done);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    window.addEventListener('popstate', done);
  });
}

/**
 * A server-rendered page of text, links and forms that post as forms (its page manifest says
 * `hydration: 'interaction'`) whose code is fetched only on the visitor's first interaction.
 * Rendered inside a <Suspense> boundary, the lazy wrapper keeps suspending while hydrating, so
 * React leaves the server's HTML as sent: it reads, scrolls, follows its links and posts its
 * forms as plain HTML. A visitor who only reads never downloads the page's code; the first
 * touch fetches it and React then hydrates that part in the background. A navigation that
 * reaches the page meanwhile waits for it (the router navigates in a transition) and then
 * moves on.
 *
 * If the code cannot be fetched, the page stays as sent (a form half typed is not replaced by
 * an error notice) and the next interaction tries again.
 */
export function hydrateOnInteraction(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(async () => {
    if (!document.documentElement.hasAttribute(INTERACTED_BEFORE_SCRIPTS)) await nextInteraction();
    for (;;) {
      try {
        return await load();
      } catch (error) {
        console.warn('The page\'s code could not be fetched; it works as sent and tries again on the next interaction.', error);
        await nextInteraction();
      }
    }
  });
}
