import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, hmacSha256, hmacSha256Hex, sha256, sha256Hex, toHex, utf8 } from './sha256';

// The reference: Node's own crypto (OpenSSL), independent of the @noble/hashes code under test.
const refSha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const refHmac = (key: Uint8Array | string, message: Uint8Array | string) =>
  createHmac('sha256', key).update(message).digest('hex');

const ascii = (text: string) => utf8(text);
const repeat = (byte: number, count: number) => new Uint8Array(count).fill(byte);

describe('sha256: FIPS 180-4 / NIST CAVP examples', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    ],
  ])('sha256(%j)', (message, digest) => {
    expect(sha256Hex(message)).toBe(digest);
  });

  it('hashes one million "a" (many blocks)', () => {
    expect(toHex(sha256(repeat(0x61, 1_000_000)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto around every padding boundary and on random data', () => {
    for (let length = 0; length <= 130; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(toHex(sha256(data))).toBe(refSha256(data));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(toHex(sha256(data))).toBe(refSha256(data));
      }),
      { numRuns: 200 },
    );
  });
});

describe('hmacSha256: RFC 4231 test cases', () => {
  const keyAa131 = repeat(0xaa, 131);
  it.each([
    [
      1,
      repeat(0x0b, 20),
      ascii('Hi There'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      2,
      ascii('Jefe'),
      ascii('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      3,
      repeat(0xaa, 20),
      repeat(0xdd, 50),
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    ],
    [
      4,
      Uint8Array.from({ length: 25 }, (_, i) => i + 1),
      repeat(0xcd, 50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      6,
      keyAa131,
      ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      7,
      keyAa131,
      ascii(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ])('test case %i', (_case, key, data, mac) => {
    expect(toHex(hmacSha256(key, data))).toBe(mac);
  });

  it('test case 5 (truncated to 128 bits)', () => {
    const mac = hmacSha256(repeat(0x0c, 20), ascii('Test With Truncation'));
    expect(toHex(mac.slice(0, 16))).toBe('a3b6167473100ee06e0c796c2955552b');
  });

  it('agrees with node:crypto for any key and message, including empty keys and keys of exactly one block', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 140 }), fc.uint8Array({ maxLength: 200 }), (key, message) => {
        expect(toHex(hmacSha256(key, message))).toBe(refHmac(key, message));
      }),
      { numRuns: 200 },
    );
    const block = repeat(7, 64);
    expect(toHex(hmacSha256(block, ascii('x')))).toBe(refHmac(block, 'x'));
    expect(toHex(hmacSha256(new Uint8Array(0), ascii('x')))).toBe(refHmac(new Uint8Array(0), 'x'));
  });

  it('hmacSha256Hex keys and messages strings by their UTF-8 bytes', () => {
    expect(hmacSha256Hex('sérvér', 'clïent:1:0')).toBe(refHmac('sérvér', 'clïent:1:0'));
  });
});

describe('utf8, hex', () => {
  it('encodes exactly as TextEncoder does, lone surrogates included', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(
        // UTF-16 code units, lone surrogates included, so every branch of the encoder runs
        fc
          .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 })
          .map((units) => String.fromCharCode(...units)),
        (text) => {
          expect(Array.from(utf8(text))).toEqual(Array.from(encoder.encode(text)));
        },
      ),
    );
    for (const text of ['\ud800x\udc00', 'a é € 😀 𝄞', '\udbff\udfff', '\ud83d']) {
      expect(Array.from(utf8(text))).toEqual(Array.from(encoder.encode(text)));
    }
  });

  it('round-trips hex and rejects malformed hex', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(Array.from(fromHex(toHex(bytes)))).toEqual(Array.from(bytes));
      }),
    );
    expect(() => fromHex('abc')).toThrow(/hex/);
    expect(() => fromHex('zz')).toThrow(/hex/);
    expect(Array.from(fromHex('FF00'))).toEqual([255, 0]);
  });
});
