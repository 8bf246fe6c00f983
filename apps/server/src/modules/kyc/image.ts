// The identity check's photo is checked by decoding it, not by its header (issue 26 item 6: "a KYC
// selfie is checked by its header only"). Before any identity provider sees it (or anything is
// stored), the photo must be:
//   1. a JPEG or PNG by its magic bytes, of the type its data URL names (nothing else reaches the
//      decoder: no SVG, TIFF, GIF or HEIF code runs on a player's upload);
//   2. of the allowed size by its header — 64 to 12,000 px a side and at most 24 megapixels —
//      checked BEFORE decoding, so a small file declaring a huge image (a decompression bomb) is
//      refused without allocating it; libvips enforces the same pixel limit again;
//   3. decodable in full: sharp (libvips, prebuilt binaries from npm, no network at run time) reads
//      every pixel (`stats()`, no output buffer) with failOn 'warning', so a valid header with a
//      garbage or truncated body, a bad Huffman code or a corrupt PNG chunk is refused.
// The decode runs on libuv's thread pool, not the event loop; sharp's cache is off so no decoded
// photo stays in memory.
import sharp from 'sharp';
import { AppError } from '../../http/errors';
import { imageSize } from '../../adapters/kyc/sandbox';
import type { SelfieMime } from '../../adapters/kyc/adapter';

export const KYC_IMAGE_MIN_SIDE = 64;
export const KYC_IMAGE_MAX_SIDE = 12_000;
export const KYC_IMAGE_MAX_PIXELS = 24_000_000;

sharp.cache(false);

/** Throws VALIDATION (selfieInvalid | selfieSize | selfieUnreadable) unless `bytes` is a whole JPEG/PNG of `mime`. */
export async function checkKycImage(bytes: Uint8Array, mime: SelfieMime): Promise<{ width: number; height: number }> {
  const header = imageSize(bytes);
  if (header === undefined || header.mime !== mime) throw new AppError('VALIDATION', 'selfieInvalid');
  const { width, height } = header;
  if ([width, height].some((side) => side < KYC_IMAGE_MIN_SIDE || side > KYC_IMAGE_MAX_SIDE) || width * height > KYC_IMAGE_MAX_PIXELS) {
    throw new AppError('VALIDATION', 'selfieSize');
  }
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: KYC_IMAGE_MAX_PIXELS, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg') || meta.width !== width || meta.height !== height) throw new Error('not the image its header declares');
    await image.stats();
  } catch {
    throw new AppError('VALIDATION', 'selfieUnreadable');
  }
  return { width, height };
}
