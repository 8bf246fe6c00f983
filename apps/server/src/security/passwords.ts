// Password hashing with node:crypto scrypt (OWASP: N=2^17, r=8, p=1). The stored string carries
// its own parameters, so a hash made with a test's lower N still verifies after N is raised.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

/** scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is too small for N=2^17. */
function maxmemFor(n: number, r: number): number {
  return 128 * n * r * 2;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { N: n, r, p, maxmem: maxmemFor(n, r) }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** `scrypt$N$r$p$salt$key` (base64url). */
export function createPasswordHasher(n: number): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, n, R, P, KEY_LENGTH);
      return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, nText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
      const expected = Buffer.from(keyText, 'base64url');
      const key = await derive(password, Buffer.from(saltText, 'base64url'), Number(nText), Number(rText), Number(pText), expected.length);
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
