type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can handle input between
 * start-up steps (Lighthouse counts every task over 50 ms against the page). scheduler.yield
 * resumes ahead of other queued work; older browsers fall back to a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
