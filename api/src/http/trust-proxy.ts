// TRUST_PROXY: whose X-Forwarded-For a server believes (Fastify's `trustProxy`). The API and the
// site server read it alike. The client IP it yields is what rate limits, lockouts and the audit
// log key on, and any client can send its own X-Forwarded-For, so only the proxies themselves may
// be trusted, named by address: "true" (every hop) would let anyone pick the IP they are counted
// under, and a hop count cannot tell a proxy from a client that connects directly (Fastify 5.12
// ignores one for that reason: every visitor would share the proxy's IP).
import { isIP } from 'node:net';

/** Fastify's `trustProxy`: the proxies' addresses and CIDRs, or nobody. */
export type TrustProxy = string[] | false;

export interface TrustProxySetting {
  value: TrustProxy;
  /** Why the text was refused (then `value` is false); phrased to follow "TRUST_PROXY: ". */
  problem?: string;
}

const EXPECTED = 'the proxies in front of this server as a comma list of addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';
const TRUST_NOBODY = /^(false|no|0)$/i;
const TRUST_EVERYONE = /^(true|yes|on|all|\*)$/i;

/** Reads TRUST_PROXY. Unset or empty (or false, no, 0): trust nobody, the peer's own address counts. */
export function parseTrustProxy(text: string | undefined): TrustProxySetting {
  const value = text?.trim() ?? '';
  if (value === '' || TRUST_NOBODY.test(value)) return { value: false };
  if (TRUST_EVERYONE.test(value)) {
    return refuse(`"${value}" would trust every hop, so anyone could forge their IP with X-Forwarded-For; list ${EXPECTED}`);
  }
  if (/^\d+$/.test(value)) {
    return refuse(`a hop count (${value}) cannot tell a proxy from a client that connects directly, and Fastify ignores it; list ${EXPECTED}`);
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const malformed = entries.filter((entry) => prefixLength(entry) === undefined);
  if (malformed.length > 0) return refuse(`${malformed.map((e) => `"${e}"`).join(', ')} is not an IP address or a CIDR; list ${EXPECTED}`);
  // Two halves (0.0.0.0/1,128.0.0.0/1) trust everyone as surely as 0.0.0.0/0 (issue #25): no
  // range of proxies is wider than a /8 of IPv4 or a /32 of IPv6.
  const tooWide = entries.filter((entry) => prefixLength(entry)! < WIDEST_PREFIX[isIP(entry.split('/')[0]) === 4 ? 4 : 6]);
  if (tooWide.length > 0) {
    return refuse(
      `${tooWide.join(', ')} ${tooWide.length === 1 ? 'is' : 'are'} wider than /${WIDEST_PREFIX[4]} (IPv4) or /${WIDEST_PREFIX[6]} (IPv6), so strangers could forge their IP with X-Forwarded-For; list only your proxies`,
    );
  }
  return { value: entries };
}

/** The widest range of proxies accepted, by IP version. */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;

function refuse(problem: string): TrustProxySetting {
  return { value: false, problem };
}

/** The prefix length of an address ("10.0.0.1" is a /32) or CIDR, or undefined when it is neither. */
function prefixLength(entry: string): number | undefined {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (prefix === undefined) return bits;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return undefined;
  return Number(prefix);
}
