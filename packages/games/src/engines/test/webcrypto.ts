// Test-only reference implementations on WebCrypto (global in Node 20 and browsers): an independent
// SHA-256/HMAC the fairness scheme is checked against (sha256.test.ts checks the hashes themselves
// against node:crypto).

function toHexRef(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

const bytesOf = (data: Uint8Array | string): Uint8Array<ArrayBuffer> =>
  typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);

export async function refSha256(data: Uint8Array | string): Promise<string> {
  return toHexRef(await crypto.subtle.digest('SHA-256', bytesOf(data)));
}

export async function refHmacBytes(
  key: Uint8Array | string,
  message: Uint8Array | string,
): Promise<Uint8Array> {
  const rawKey = bytesOf(key);
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    rawKey.length === 0 ? new Uint8Array(1) : rawKey, // WebCrypto refuses empty HMAC keys; 0x00 is equivalent
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, bytesOf(message)));
}

export async function refHmac(
  key: Uint8Array | string,
  message: Uint8Array | string,
): Promise<string> {
  return toHexRef((await refHmacBytes(key, message)).buffer as ArrayBuffer);
}
