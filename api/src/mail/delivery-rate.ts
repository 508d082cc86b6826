/**
 * How fast this process has been delivering lately: deliveries per second over the last
 * `window` successes. The outbox worker divides its backlog by it to tell whether an e-mail
 * queued now goes out "shortly" (the lead form's promise) or only after a long wait.
 */
export class DeliveryRate {
  private readonly times: number[] = [];
  private next = 0;

  constructor(
    private readonly window = 200,
    /** Assumed before anything was delivered (a cold worker with a backlog). */
    private readonly coldPerSecond = 10,
  ) {}

  record(atMs: number): void {
    if (this.times.length < this.window) this.times.push(atMs);
    else this.times[this.next] = atMs;
    this.next = (this.next + 1) % this.window;
  }

  /** Over the span of the recorded deliveries (not up to now: an idle hour is not a slow server). */
  perSecond(): number {
    if (this.times.length < 10) return this.coldPerSecond;
    const full = this.times.length === this.window;
    const oldest = full ? this.times[this.next]! : this.times[0]!;
    const newest = full ? this.times[(this.next + this.window - 1) % this.window]! : this.times[this.times.length - 1]!;
    return (this.times.length - 1) / Math.max(0.001, (newest - oldest) / 1000);
  }
}
