import { describe, expect, it } from 'vitest';
import { jpegImage, pngImage } from '../../../test/fixtures/images';
import { createSandboxIdentityAdapter, imageSize, sandboxVerdict, wellFormedDocument } from './sandbox';

const selfie = { mime: 'image/png' as const, bytes: pngImage(120, 160) };

describe('sandbox identity provider', () => {
  it('reads the type and size from PNG and JPEG headers', () => {
    expect(imageSize(pngImage(120, 160))).toEqual({ mime: 'image/png', width: 120, height: 160 });
    expect(imageSize(jpegImage(640, 480))).toEqual({ mime: 'image/jpeg', width: 640, height: 480 });
    expect(imageSize(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeUndefined();
    expect(imageSize(Buffer.from('hello, not an image at all'))).toBeUndefined();
    // A PNG signature with no IHDR, a JPEG start that never declares a frame.
    expect(imageSize(pngImage(120, 160).subarray(0, 20))).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(imageSize(Buffer.concat([jpegImage(640, 480).subarray(0, 20), Buffer.from([0x00, 0x01, 0x02, 0x03])]))).toBeUndefined();
  });

  it('checks document numbers by type', () => {
    expect(wellFormedDocument('cpf', '529.982.247-25')).toBe(true);
    expect(wellFormedDocument('cpf', '529.982.247-24')).toBe(false); // wrong check digit
    expect(wellFormedDocument('cpf', '111.111.111-11')).toBe(false);
    expect(wellFormedDocument('umid', '0111-2345678')).toBe(false); // 11 digits
    expect(wellFormedDocument('umid', '0111-2345678-9')).toBe(true);
    expect(wellFormedDocument('passport', 'P1234567A')).toBe(true);
    expect(wellFormedDocument('passport', 'ABCDEFGH')).toBe(false);
    expect(wellFormedDocument('nationalId', '1234-5678-9012-3456')).toBe(true);
    expect(wellFormedDocument('driversLicense', 'N01-12-345678')).toBe(true);
    expect(wellFormedDocument('nationalId', 'ABCDEF')).toBe(false);
  });

  it('verifies a well-formed number with a real image, and rejects anything else', async () => {
    const adapter = createSandboxIdentityAdapter();
    const ok = await adapter.submit({ userId: 1, documentType: 'passport', documentNumber: 'P1234567A', selfie });
    expect(ok.status).toBe('verified');
    expect(ok.providerRef).toMatch(/^sandbox-[0-9a-f-]{36}$/);
    const bad = await adapter.submit({ userId: 1, documentType: 'passport', documentNumber: 'P1', selfie });
    expect(bad).toMatchObject({ status: 'rejected', reason: 'document number malformed' });
    expect(bad.providerRef).not.toBe(ok.providerRef);

    expect(sandboxVerdict({ documentType: 'passport', documentNumber: 'P1234567A', selfie: { mime: 'image/png', bytes: Buffer.from('not a png') } })).toBe('selfie is not a JPEG or PNG image');
    expect(sandboxVerdict({ documentType: 'passport', documentNumber: 'P1234567A', selfie: { mime: 'image/jpeg', bytes: pngImage(120, 160) } })).toBe('selfie type does not match its content');
    expect(sandboxVerdict({ documentType: 'passport', documentNumber: 'P1234567A', selfie: { mime: 'image/png', bytes: pngImage(8, 8) } })).toBe('selfie size implausible');
    expect(sandboxVerdict({ documentType: 'passport', documentNumber: 'P1234567A', selfie: { mime: 'image/jpeg', bytes: jpegImage(20_000, 480) } })).toBe('selfie size implausible');
    expect(sandboxVerdict({ documentType: 'cpf', documentNumber: '52998224725', selfie: { mime: 'image/jpeg', bytes: jpegImage(640, 480) } })).toBeUndefined();
  });
});
