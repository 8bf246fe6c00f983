// Google sign-in: the ID token (a JWT from Google Identity Services) is verified with `jose`
// against the configured keys — Google's JWKS URL in production, a local JWKS file or inline
// JSON offline and in tests. Issuer accounts.google.com, audience the configured client id.
// A token that fails verification is 'invalidToken' (spec §8 "please check whether the information
// is correct"); keys that cannot be had (Google's JWKS unreachable, slow or answering no key set)
// are 'unavailable' (spec §8 "network anomaly"): the player's token may be good, so they are told to
// try again, as with Facebook's Graph API down.
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { GoogleConfig } from '../../config';

export interface GoogleIdentity {
  /** Google's stable user id. */
  readonly sub: string;
  /** Only when Google says the address is verified. */
  readonly email: string | undefined;
  readonly name: string | undefined;
}

export type GoogleVerifyResult =
  | { readonly ok: true; readonly identity: GoogleIdentity }
  | { readonly ok: false; readonly reason: 'clientIdMissing' | 'invalidToken' | 'unavailable' };

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleVerifyResult>;
}

/**
 * Whether a failed verification says nothing about the token: the keys could not be fetched (no
 * answer, a timeout, not 200, not a key set). jose throws its generic JOSEError for a non-200 or
 * unparsable answer, JWKSTimeout, JWKSInvalid, or the fetch's own error (not a JOSEError).
 */
function keysUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === errors.JOSEError.code || error.code === errors.JWKSTimeout.code || error.code === errors.JWKSInvalid.code;
}

/** Google issues ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

function keySet(keys: GoogleConfig['keys']): JWTVerifyGetKey {
  switch (keys.kind) {
    case 'url':
      return createRemoteJWKSet(new URL(keys.url));
    case 'file':
      return createLocalJWKSet(JSON.parse(readFileSync(keys.file, 'utf8')) as Parameters<typeof createLocalJWKSet>[0]);
    case 'inline':
      return createLocalJWKSet(JSON.parse(keys.jwks) as Parameters<typeof createLocalJWKSet>[0]);
  }
}

export function createGoogleVerifier(config: GoogleConfig, now: () => number): GoogleVerifier {
  // Keys load lazily: a server without Google sign-in never touches the key source.
  let keys: JWTVerifyGetKey | undefined;
  return {
    async verify(idToken) {
      const clientId = config.clientId;
      if (clientId === undefined) return { ok: false, reason: 'clientIdMissing' };
      keys ??= keySet(config.keys);
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'invalidToken' };
        const email = payload.email_verified === true && typeof payload.email === 'string' ? payload.email : undefined;
        const name = typeof payload.name === 'string' ? payload.name : undefined;
        return { ok: true, identity: { sub: payload.sub, email, name } };
      } catch (error) {
        // Keys unreachable: nothing is known about the token. Bad signature, wrong issuer/audience,
        // expired, malformed, unknown key: it cannot be trusted, and no detail is the caller's business.
        return { ok: false, reason: keysUnavailable(error) ? 'unavailable' : 'invalidToken' };
      }
    },
  };
}
