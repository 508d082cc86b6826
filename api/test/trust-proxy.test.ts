import Fastify, { type FastifyServerOptions } from 'fastify';
import { parseTrustProxy } from '../src/http/trust-proxy';

/** The client IP Fastify reports for a request from `peer` that says it was forwarded for 203.0.113.7. */
async function clientIp(trustProxy: FastifyServerOptions['trustProxy'], peer: string) {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => request.ip);
  const res = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it.each([undefined, '', '  ', 'false', 'no', '0'])('%j trusts nobody', (text) => {
    expect(parseTrustProxy(text)).toEqual({ value: false });
  });

  it('reads a comma list of addresses and CIDRs', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd12:3456::/32')).toEqual({ value: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd12:3456::/32'] });
  });

  it.each(['true', 'TRUE', 'yes', 'on', '*', 'all'])('refuses %j: trusting every hop lets anyone forge their IP', (text) => {
    const setting = parseTrustProxy(text);
    expect(setting.value).toBe(false);
    expect(setting.problem).toContain('would trust every hop, so anyone could forge their IP');
    expect(setting.problem).toContain('comma list of addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)');
  });

  it.each([
    ['0.0.0.0/0', '0.0.0.0/0 is'],
    ['10.0.0.1,::/0', '::/0 is'],
    // Issue #25: two halves trust everyone as surely as 0.0.0.0/0.
    ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/1, 128.0.0.0/1 are'],
    ['10.0.0.0/7', '10.0.0.0/7 is'],
    ['fd00::/8', 'fd00::/8 is'],
    ['2001:db8::/31', '2001:db8::/31 is'],
  ])('refuses %j, wider than a /8 (IPv4) or a /32 (IPv6), naming it', (text, named) => {
    expect(parseTrustProxy(text)).toEqual({ value: false, problem: expect.stringContaining(`${named} wider than /8 (IPv4) or /32 (IPv6)`) });
  });

  it.each(['loopback', '10.0.0.0/33', '10.0.0/8', 'example.com', '1.5', '-1', '10.0.0.1/8/8'])('refuses %j, which is no address', (text) => {
    expect(parseTrustProxy(text)).toEqual({ value: false, problem: expect.stringContaining('is not an IP address or a CIDR') });
  });

  it('refuses a hop count, which Fastify ignores (its types no longer take one): every visitor would share the proxy\'s IP', () => {
    expect(parseTrustProxy('1')).toEqual({ value: false, problem: expect.stringContaining('a hop count (1) cannot tell a proxy from a client') });
  });

  it('gives Fastify the forwarded IP from a listed proxy only', async () => {
    const trusted = parseTrustProxy('10.0.0.0/8').value;
    expect(await clientIp(trusted, '10.0.0.2')).toBe('203.0.113.7');
    expect(await clientIp(trusted, '192.0.2.9')).toBe('192.0.2.9');
    expect(await clientIp(parseTrustProxy('').value, '10.0.0.2')).toBe('10.0.0.2');
  });
});
