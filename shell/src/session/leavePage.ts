/** A full page navigation (logout is one, product.md §2): its own module so tests can stand in for it. */
export function leavePage(path: string): void {
  window.location.assign(path);
}
