// Password hashing with node:crypto scrypt (ARCHITECTURE "Auth": no native code). A stored
// hash carries its own parameters, so raising PASSWORD_HASH_COST never breaks old hashes:
//   scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { normalizePassword } from '@powernest/domain/password';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128 * N * r bytes; node's default ceiling (32 MB) is too low for N >= 32768. */
const maxmemFor = (N: number, r: number) => 256 * N * r;

/** Hashes a password's NFKC form with a fresh random salt at cost N (a power of two). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(normalizePassword(password), salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(cost, BLOCK_SIZE) });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  const sane =
    Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0 && N <= 1 << 20 &&
    Number.isInteger(r) && r >= 1 && r <= 32 &&
    Number.isInteger(p) && p >= 1 && p <= 16 &&
    salt.length > 0 && key.length > 0;
  return sane ? { N, r, p, salt, key } : null;
}

/**
 * True when `password` matches `stored`, compared in NFKC form (a full-width password is its ASCII
 * self). The comparison is constant-time; a malformed hash is simply "no match".
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const normal = normalizePassword(password);
  if (await matches(normal, parsed)) return true;
  // A hash made before passwords were normalised is of the password as typed: it still signs in.
  return normal !== password && matches(password, parsed);
}

async function matches(password: string, { N, r, p, salt, key }: ParsedHash): Promise<boolean> {
  const candidate = await scrypt(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/** A readable random password for a generated first admin (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
