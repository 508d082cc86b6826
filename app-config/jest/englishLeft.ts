// Finds the English a remote's Spanish page still shows (issue #30): the runs of English text its
// catalogue's messages hold, looked for in what a visitor of the rendered page reads or hears.

/** A message's literal runs between its ICU arguments: "Apply in about {applyIn}, ask us" -> ["Apply in about ", ", ask us"]. */
function literalRuns(message: string): string[] {
  const runs = [''];
  let depth = 0;
  for (const char of message) {
    if (char === '{') depth += 1;
    if (depth === 0) runs[runs.length - 1] += char;
    else if (char === '{' && depth === 1) runs.push('');
    if (char === '}') depth -= 1;
  }
  return runs;
}

/** The attributes a visitor or a screen reader meets as text: labels, values read out, alt texts, tips, placeholders. */
const READ_ATTRIBUTES = ['aria-label', 'aria-valuetext', 'alt', 'title', 'placeholder'];

/**
 * For an English catalogue, the function that lists its English texts of three words or more
 * (`names`, which read the same in both languages, taken out) among what `container` shows, its
 * parts' read attributes and the document's title say: `{ id, run }` each.
 */
export function englishFinder(catalogue: Record<string, string>, names: RegExp) {
  const english = Object.entries(catalogue).flatMap(([id, message]) =>
    literalRuns(message)
      .map((run) => run.replace(names, ' ').replace(/\s+/g, ' ').trim())
      .filter((run) => run.split(' ').filter((word) => /[A-Za-z]/.test(word)).length >= 3)
      .map((run) => ({ id, run })),
  );
  return (container: HTMLElement) => {
    const attributes = [...container.querySelectorAll(READ_ATTRIBUTES.map((a) => `[${a}]`).join(', '))].flatMap((e) => READ_ATTRIBUTES.map((a) => e.getAttribute(a) ?? ''));
    const rendered = [container.textContent, document.title, ...attributes].join('\n').replace(/\s+/g, ' ');
    return english.filter(({ run }) => rendered.includes(run));
  };
}
