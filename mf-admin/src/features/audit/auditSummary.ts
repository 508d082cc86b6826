// An audit entry's old and new values in one short line: "role: admin → sales_admin".

const MAX_VALUE = 60;
const MAX_LINE = 240;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * Each key once, new values first: "key: old → new" when both are known, "key: new" for what
 * was only set, "key: old → —" for what was only cleared. Long values and lines are cut.
 */
export function changeSummary(oldValues: Record<string, unknown> | undefined, newValues: Record<string, unknown> | undefined): string {
  const before = oldValues ?? {};
  const after = newValues ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const line = keys
    .map((key) => {
      if (key in before && key in after) return `${key}: ${shown(before[key])} → ${shown(after[key])}`;
      if (key in after) return `${key}: ${shown(after[key])}`;
      return `${key}: ${shown(before[key])} → —`;
    })
    .join('; ');
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line;
}
