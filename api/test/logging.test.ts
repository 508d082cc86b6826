import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pretty from 'pino-pretty';
import { OneLinePerRequest, PRETTY_OPTIONS, loggerOptions } from '../src/http/logging';

describe('development logs', () => {
  it('pretty: pino-pretty as the transport and one line per request; json: neither', () => {
    const prettyLogs = loggerOptions({ logLevel: 'info', logFormat: 'pretty' });
    expect(prettyLogs.options.logger).toMatchObject({ transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } });
    expect(prettyLogs.options.logController).toBeInstanceOf(OneLinePerRequest);
    const json = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    expect(json.options).toEqual({ logger: { level: 'info' } });
  });

  it('writes one readable line per request: method, URL, status, time', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    // The transport's pretty-printer, in this thread (a transport runs it in a worker).
    const app = Fastify({ logger: { level: 'info', stream: pretty({ ...PRETTY_OPTIONS, colorize: false, sync: true, destination }) }, logController: new OneLinePerRequest() });
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ping?x=1' });
    await app.inject({ method: 'GET', url: '/nothing' });
    await app.close();
    const requests = lines.filter((line) => line.includes(' /ping') || line.includes(' /nothing'));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/ping\?x=1 200 \d+\.\d ms$/);
    expect(requests[1]).toMatch(/INFO: GET \/nothing 404 \d+\.\d ms$/);
  });
});
