import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createGoogleVerifier } from './google';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

describe('Google ID token verifier', () => {
  const clientId = 'cid.apps.googleusercontent.com';
  const now = () => Date.UTC(2026, 0, 1);
  let privateKey: PrivateKey;
  let jwks: string;
  let server: Server;
  let jwksUrl: string;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey;
    jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' }] });
    server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(jwks));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    jwksUrl = `http://127.0.0.1:${address.port}/certs`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sign = (claims: Record<string, unknown>, issuer = 'accounts.google.com') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setIssuedAt(now() / 1000)
      .setExpirationTime(now() / 1000 + 600)
      .sign(privateKey);

  it('verifies with keys from a JWKS URL, a JWKS file or inline JSON', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jwks-'));
    const file = path.join(dir, 'jwks.json');
    writeFileSync(file, jwks);
    const token = await sign({ sub: '1', email: 'a@example.com', email_verified: true, name: 'Ana' });
    for (const keys of [
      { kind: 'url', url: jwksUrl },
      { kind: 'file', file },
      { kind: 'inline', jwks },
    ] as const) {
      const result = await createGoogleVerifier({ clientId, keys }, now).verify(token);
      expect(result).toEqual({ ok: true, identity: { sub: '1', email: 'a@example.com', name: 'Ana' } });
    }
  });

  it('ignores an unverified email and refuses expired tokens', async () => {
    const verifier = createGoogleVerifier({ clientId, keys: { kind: 'inline', jwks } }, now);
    const unverified = await verifier.verify(await sign({ sub: '2', email: 'b@example.com', email_verified: false }));
    expect(unverified).toEqual({ ok: true, identity: { sub: '2', email: undefined, name: undefined } });
    const later = createGoogleVerifier({ clientId, keys: { kind: 'inline', jwks } }, () => now() + 3600_000);
    expect(await later.verify(await sign({ sub: '2' }))).toEqual({ ok: false, reason: 'invalidToken' });
  });

  it('says the client id is missing before touching any key', async () => {
    const verifier = createGoogleVerifier({ clientId: undefined, keys: { kind: 'file', file: '/does/not/exist' } }, now);
    expect(await verifier.verify('x.y.z')).toEqual({ ok: false, reason: 'clientIdMissing' });
  });
});
