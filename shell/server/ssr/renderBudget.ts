/**
 * How many renders made for one request alone (a query's answer, a form's answer, a private page,
 * a frame) run at once, shared fairly between clients (issue #40: one client's 40 concurrent
 * junk requests took every render and switched server rendering off for everyone else). At most
 * `total` at once; while several clients render, each may hold its share of them (`total` divided
 * by the clients rendering, at least one), and a client with none running may always start one:
 * whoever floods waits on their own share, everyone else keeps theirs. Pages from the cache cost
 * nothing and are not counted.
 */
export function createRenderBudget(total: number) {
  const running = new Map<string, number>();
  let all = 0;

  return {
    /** A slot for `client` (its IP), released by calling what it returns once; undefined when over its share. */
    take(client: string): (() => void) | undefined {
      const mine = running.get(client) ?? 0;
      const clients = running.size + (mine === 0 ? 1 : 0);
      const share = Math.max(1, Math.floor(total / clients));
      if (mine > 0 && (mine >= share || all >= total)) return undefined;
      running.set(client, mine + 1);
      all += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        all -= 1;
        const left = (running.get(client) ?? 1) - 1;
        if (left > 0) running.set(client, left);
        else running.delete(client);
      };
    },
  };
}
