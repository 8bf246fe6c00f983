import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';
import { createRateLimiter } from './rateLimiter';
import { hashToken, newToken } from './tokens';

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const hasher = createPasswordHasher(1024);
    const a = await hasher.hash('secret1');
    const b = await hasher.hash('secret1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('secret1', a)).toBe(true);
    expect(await hasher.verify('secret2', a)).toBe(false);
    expect(await hasher.verify('secret1', 'garbage')).toBe(false);
  });

  it('runs at the OWASP cost N=2^17 (maxmem raised) and verifies across cost changes', async () => {
    const strong = createPasswordHasher(2 ** 17);
    const stored = await strong.hash('secret1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    // A server configured with another N still verifies: the hash carries its own parameters.
    expect(await createPasswordHasher(1024).verify('secret1', stored)).toBe(true);
  }, 20_000);
});

describe('tokens', () => {
  it('are 32 random bytes, stored as sha256 hex', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});

describe('rate limiter', () => {
  it('counts per group, IP and account within a window', () => {
    let now = 0;
    const limiter = createRateLimiter({ windowS: 10, perIp: 3, perAccount: 2 }, () => now);
    expect(limiter.hit('login', 'ip1', 'a')).toBe(true);
    expect(limiter.hit('login', 'ip1', 'a')).toBe(true);
    expect(limiter.hit('login', 'ip1', 'a')).toBe(false); // account over
    expect(limiter.hit('login', 'ip1', 'b')).toBe(false); // IP over (4th)
    expect(limiter.hit('sms', 'ip1', 'a')).toBe(true); // other group
    expect(limiter.hit('login', 'ip2', 'c')).toBe(true); // other IP
    now = 10_000;
    expect(limiter.hit('login', 'ip1', 'a')).toBe(true); // new window
  });
});
