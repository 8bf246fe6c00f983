// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) for the fairness scheme, from @noble/hashes: an
// audited, dependency-free, synchronous implementation, so the server and the browser's fairness
// page compute the very same bytes without node:crypto or WebCrypto (which is async and absent on
// plain-http pages). This module only gives the engines their names for it; sha256.test.ts checks
// it against the NIST and RFC 4231 vectors and node:crypto.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** SHA-256 digest (32 bytes) of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`; keys longer than a block are hashed first. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** UTF-8 bytes of a string, as TextEncoder gives them (a lone surrogate becomes U+FFFD). */
export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

/** Bytes of a hex string (either case); throws on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
  return hexToBytes(hex);
}

/** Hex SHA-256 of a string's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}

/** Hex HMAC-SHA256 with a string key and a string message (both UTF-8). */
export function hmacSha256Hex(key: string, message: string): string {
  return toHex(hmacSha256(utf8(key), utf8(message)));
}
