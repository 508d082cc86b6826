// A test harness, never production: moves this process's clock (Date, Date.now) forward by an
// offset the test sets over HTTP on E2E_CLOCK_PORT (GET /?offset=<ms>), so a journey can live
// through the 24 hours of a promise without waiting for them (issue #45, e2e/clock). Loaded by the
// "site with a moved clock" project's server only (`node --import`); without E2E_CLOCK_PORT it
// does nothing. Timers and performance.now() keep real time: only what the app reads as the date moves.
import http from 'node:http';

const port = Number(process.env.E2E_CLOCK_PORT);
if (port) {
  const RealDate = globalThis.Date;
  let offset = 0;
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
    // Dates made by Node itself (fs.stat, …) are the real class's: still dates.
    static [Symbol.hasInstance](value) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = MovedDate;
  http
    .createServer((request, response) => {
      const asked = new URL(request.url ?? '/', 'http://clock').searchParams.get('offset');
      if (asked !== null && /^-?\d+$/.test(asked)) offset = Number(asked);
      response.end(String(offset));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
