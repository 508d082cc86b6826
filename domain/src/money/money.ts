/**
 * "$12,345" — US dollars with thousands separators, no cents (product.md §9). Written by hand so the
 * output does not depend on the ICU data of the browser or Node build.
 */
export function formatUsd(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}$${digits}`;
}
