import { createElement, lazy, useEffect, type ComponentType } from 'react';

/**
 * What counts as the visitor's first interaction: a touch, key, pointer press or move, wheel or
 * focus anywhere on the page (and, once the frame runs, a history navigation). The page's
 * inline loader starts the frame's scripts on the same ones (scriptsAfterPaint). Clicks on
 * header links fall in it too (their pointerdown comes first), so a client-side navigation
 * always finds the code coming.
 */
export const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Set on <html> by the page's inline loader (scriptsAfterPaint) when it starts this code on a
 * page hydrated on interaction: the visitor interacted (a FAQ answer opened natively at first
 * paint counts, instead of the page waiting for a second one), or a part that needs the page's
 * code came into view (HYDRATE_WHEN_VISIBLE: the loader alone watches for it).
 */
export const CODE_WANTED = 'data-code-wanted';

/**
 * Set by the inline loader on a button pressed while the page's code had not hydrated it (the
 * buttons that need code: links and forms work as sent). The press is replayed once it has.
 */
export const PRESSED_EARLY = 'data-pressed-early';

/** Set on <html> once the page is hydrated: the loader then stops noting presses. */
export const PAGE_LIVE = 'data-page-live';

/** Resolves on the visitor's next interaction with the page. */
function nextInteraction(): Promise<void> {
  return new Promise<void>((resolve) => {
    function done() {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      window.removeEventListener('popstate', done);
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    window.addEventListener('popstate', done);
  });
}

/** Marks the page live and replays a press its code was not there for. */
function withEarlyPressReplayed(Page: ComponentType): ComponentType {
  return function PageLive() {
    // Effects run once the subtree has hydrated: the button now has its handler.
    useEffect(() => {
      document.documentElement.setAttribute(PAGE_LIVE, '');
      const pressed = document.querySelector<HTMLElement>(`[${PRESSED_EARLY}]`);
      pressed?.removeAttribute(PRESSED_EARLY);
      if (pressed?.isConnected) pressed.click();
    }, []);
    return createElement(Page);
  };
}

/**
 * A server-rendered page of text, links and forms that post as forms (its page manifest says
 * `hydration: 'interaction'`) whose code is fetched only on the visitor's first interaction, or
 * when a part that needs it comes into view (the locator's map): the inline loader, which starts
 * this code for either reason, marks CODE_WANTED, so the page's code follows at once.
 * Rendered inside a <Suspense> boundary, the lazy wrapper keeps suspending while hydrating, so
 * React leaves the server's HTML as sent: it reads, scrolls, follows its links and posts its
 * forms as plain HTML. A visitor who only reads never downloads the page's code; the first
 * touch fetches it and React then hydrates that part in the background, then replays a button
 * pressed meanwhile. A navigation that reaches the page meanwhile waits for it (the router
 * navigates in a transition) and then moves on.
 *
 * If the code cannot be fetched, the page stays as sent (a form half typed is not replaced by
 * an error notice) and the next interaction tries again.
 */
export function hydrateOnInteraction(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(async () => {
    if (!document.documentElement.hasAttribute(CODE_WANTED)) await nextInteraction();
    for (;;) {
      try {
        return { default: withEarlyPressReplayed((await load()).default) };
      } catch (error) {
        console.warn("The page's code could not be fetched; it works as sent and tries again on the next interaction.", error);
        await nextInteraction();
      }
    }
  });
}
