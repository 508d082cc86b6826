/** Space kept between the sticky header and what is brought into view. */
const GAP_PX = 8;

/** The site header's height where it stays on screen (sticky or fixed), else 0. */
function stickyHeaderHeight(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/**
 * Scrolls `element`'s top to just below the site's sticky header, unless it is already whole on
 * screen (the header would cover the top of anything scrolled to the very top; on a phone the
 * map and its popup are below the fold when Find Nearest or Show on map is tapped).
 */
export function bringIntoView(element: Element | null): void {
  if (!element) return;
  const top = stickyHeaderHeight();
  const box = element.getBoundingClientRect();
  if (box.top >= top && box.bottom <= window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + box.top - top - GAP_PX, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}
