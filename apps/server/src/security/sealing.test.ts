import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDataKey, seal, unseal } from './sealing';

const key = randomBytes(32);

describe('sealing (AES-256-GCM at rest)', () => {
  it('opens what it sealed, and the sealed text holds none of the clear text', () => {
    const sealed = seal(key, 'P1234567A', 'kyc:7:document_number');
    expect(unseal(key, sealed, 'kyc:7:document_number').toString('utf8')).toBe('P1234567A');
    expect(sealed).not.toContain('P1234567A');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('P1234567A');
    // iv (12) + tag (16) + ciphertext (same length as the clear text)
    expect(Buffer.from(sealed, 'base64')).toHaveLength(12 + 16 + 9);
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(seal(key, 'same', 'c')).not.toBe(seal(key, 'same', 'c'));
  });

  it('refuses another key, another row or column, and any changed byte', () => {
    const sealed = seal(key, Buffer.from([1, 2, 3, 4]), 'kyc:7:selfie');
    expect(() => unseal(randomBytes(32), sealed, 'kyc:7:selfie')).toThrow();
    expect(() => unseal(key, sealed, 'kyc:8:selfie')).toThrow();
    expect(() => unseal(key, sealed, 'kyc:7:document_number')).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    for (const at of [0, 12, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = tampered[at]! ^ 1;
      expect(() => unseal(key, tampered.toString('base64'), 'kyc:7:selfie')).toThrow();
    }
    expect(() => unseal(key, 'c2hvcnQ=', 'kyc:7:selfie')).toThrow(/too short/);
    expect([...unseal(key, sealed, 'kyc:7:selfie')]).toEqual([1, 2, 3, 4]);
  });

  it('takes a key as 64 hex characters or base64 of 32 bytes, nothing else', () => {
    expect(parseDataKey(key.toString('hex'))).toEqual(key);
    expect(parseDataKey(key.toString('base64'))).toEqual(key);
    expect(parseDataKey(key.toString('base64url'))).toEqual(key);
    expect(parseDataKey(` ${key.toString('hex')}\n`)).toEqual(key);
    expect(parseDataKey(key.toString('hex').slice(2))).toBeUndefined();
    expect(parseDataKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseDataKey(randomBytes(31).toString('base64'))).toBeUndefined();
    expect(parseDataKey('not a key at all, not a key at all, not a key')).toBeUndefined();
    expect(() => seal(randomBytes(16), 'x', 'c')).toThrow(/32 bytes/);
  });
});
