import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@perya/domain';
import { garbageBodyJpeg, jpegImage, pngImage, realJpeg } from '../../../test/fixtures/images';
import { checkKycImage } from './image';

/** The message key a check refuses with (undefined when it passes). */
async function refusal(bytes: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<string | undefined> {
  try {
    await checkKycImage(bytes, mime);
    return undefined;
  } catch (error) {
    return (error as { messageKey?: string }).messageKey ?? String(error);
  }
}

describe('issue 26: a KYC selfie is checked by decoding it, not by its header only', () => {
  it('takes a real JPEG and a real PNG of the allowed size', async () => {
    await expect(checkKycImage(await realJpeg(640, 480), 'image/jpeg')).resolves.toEqual({ width: 640, height: 480 });
    await expect(checkKycImage(pngImage(120, 160), 'image/png')).resolves.toEqual({ width: 120, height: 160 });
  });

  it('refuses a valid JPEG header with a garbage body, a truncated JPEG, and a header with no image at all', async () => {
    const real = await realJpeg(320, 240);
    expect(await refusal(garbageBodyJpeg(real), 'image/jpeg')).toBe('selfieUnreadable');
    expect(await refusal(real.subarray(0, Math.floor(real.length * 0.6)), 'image/jpeg')).toBe('selfieUnreadable');
    // What the sandbox provider used to verify: SOI, APP0, SOF0 of 640 × 480, EOI — and no pixels.
    expect(await refusal(jpegImage(640, 480), 'image/jpeg')).toBe('selfieUnreadable');
    expect(await refusal(Buffer.concat([jpegImage(1280, 960).subarray(0, -2), Buffer.alloc(600 * 1024, 7), Buffer.from([0xff, 0xd9])]), 'image/jpeg')).toBe('selfieUnreadable');
  });

  it('refuses a PNG with a corrupt or missing body', async () => {
    const png = pngImage(120, 160);
    const corrupt = Buffer.from(png);
    const idat = corrupt.indexOf('IDAT');
    for (let i = idat + 10; i < idat + 40; i += 1) corrupt[i]! ^= 0x5a;
    expect(await refusal(corrupt, 'image/png')).toBe('selfieUnreadable');
    expect(await refusal(png.subarray(0, png.length - 30), 'image/png')).toBe('selfieUnreadable');
  });

  it('refuses sizes out of range before decoding (a decompression bomb is never allocated)', async () => {
    expect(await refusal(pngImage(8, 8), 'image/png')).toBe('selfieSize');
    // A tiny file whose header declares 100,000 × 100,000 pixels (40 GB decoded): refused at once.
    const bomb = Buffer.from(pngImage(64, 64));
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const started = performance.now();
    expect(await refusal(bomb, 'image/png')).toBe('selfieSize');
    expect(performance.now() - started).toBeLessThan(50);
    // Each side in range, but 25 megapixels in all.
    expect(await refusal(jpegImage(5_000, 5_000), 'image/jpeg')).toBe('selfieSize');
    expect(await refusal(jpegImage(20_000, 480), 'image/jpeg')).toBe('selfieSize');
  });

  it('refuses anything but the JPEG or PNG the data URL names, with a clear message', async () => {
    expect(await refusal(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/png')).toBe('selfieInvalid');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')).toBe('selfieInvalid');
    expect(await refusal(pngImage(120, 160), 'image/jpeg')).toBe('selfieInvalid');
    for (const key of ['selfieInvalid', 'selfieSize', 'selfieUnreadable'] as const) expect(MESSAGES[key]).toBeTruthy();
  });
});
