// Encryption at rest of personal data the server must keep but never shows (identity documents and
// selfies, issue 15 KYC): AES-256-GCM with a 32-byte key, a fresh 12-byte IV per value, and
// associated data naming the row and column, so a sealed value copied to another player's row or
// column does not open. A sealed value is base64 of iv ‖ tag ‖ ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A data key written as 64 hex characters or as base64 (standard or URL-safe) of 32 bytes; undefined
 * when it is neither (the config names the variable and how to make one).
 */
export function parseDataKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === DATA_KEY_BYTES) return key;
  }
  return undefined;
}

function checkKey(key: Uint8Array): void {
  if (key.length !== DATA_KEY_BYTES) throw new Error(`a data key is ${DATA_KEY_BYTES} bytes, got ${key.length}`);
}

/** Encrypts `plaintext` under `key`, bound to `context` (e.g. `kyc:42:document_number`). */
export function seal(key: Uint8Array, plaintext: Uint8Array | string, context: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Decrypts a sealed value; throws when the key, the context or any byte is not the sealing one. */
export function unseal(key: Uint8Array, sealed: string, context: string): Buffer {
  checkKey(key);
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
