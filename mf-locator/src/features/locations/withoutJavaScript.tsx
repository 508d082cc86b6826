import { useLocatorText } from '../../i18n';

/**
 * The class of what works only with JavaScript (Find Nearest, Use my location, the Map/List
 * toggle, Show on map, the map): hidden in a browser that runs no scripts (browser audit 11).
 * A browser that runs them ignores <noscript>, so nothing moves while the page waits to hydrate.
 */
export const NEEDS_JAVASCRIPT = 'locator-needs-js';

/** Where the map would be, to a browser without JavaScript: what is hidden and why, and that the list is there. */
export function WithoutJavaScriptNote() {
  const t = useLocatorText();
  return (
    <noscript>
      <style>{`.${NEEDS_JAVASCRIPT}{display:none!important}`}</style>
      <p role="note" style={{ margin: 0, padding: '12px 16px', border: '1px solid rgba(0,0,0,0.12)', borderRadius: 12, lineHeight: 1.5 }}>
        {t('page.withoutJavaScript')}
      </p>
    </noscript>
  );
}
