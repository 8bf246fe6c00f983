// The sandbox identity provider (KYC_SANDBOX=1; on in development and `pnpm start`, off in
// production unless the operator switches it on): it decides at once, with no human and no face
// match. Verified when the document number is well formed for its type and the selfie really is a
// JPEG or PNG of a plausible size (magic bytes, and the width and height its header declares);
// rejected otherwise. It proves the flow, never an identity.
import { randomUUID } from 'node:crypto';
import { isValidCpf } from '@perya/domain';
import type { IdentityAdapter, KycDecision, KycDocumentType, KycSubmission, SelfieMime } from './adapter';

/** Smallest and largest side (pixels) of a selfie the sandbox takes for a photo of a face. */
export const SANDBOX_SELFIE_MIN_SIDE = 64;
export const SANDBOX_SELFIE_MAX_SIDE = 12_000;

/** The document number without spaces, dots, dashes or slashes, upper case. */
export function compactDocumentNumber(number: string): string {
  return number.replace(/[\s.\-/]/g, '').toUpperCase();
}

/** Whether a document number is well formed for its type (what a provider would check first). */
export function wellFormedDocument(type: KycDocumentType, number: string): boolean {
  const n = compactDocumentNumber(number);
  switch (type) {
    // Brazil's CPF: 11 digits with valid check digits.
    case 'cpf':
      return /^\d{11}$/.test(n) && isValidCpf(n);
    // The Philippines' UMID common reference number: 12 digits.
    case 'umid':
      return /^\d{12}$/.test(n);
    // Passports: 6-9 letters and digits (ICAO 9303 document numbers), at least one digit.
    case 'passport':
      return /^[A-Z0-9]{6,9}$/.test(n) && /\d/.test(n);
    // National ids and driving licences differ by country: 5-20 letters and digits, at least 4 digits.
    case 'nationalId':
    case 'driversLicense':
      return /^[A-Z0-9]{5,20}$/.test(n) && (n.match(/\d/g)?.length ?? 0) >= 4;
  }
}

export interface ImageSize {
  readonly mime: SelfieMime;
  readonly width: number;
  readonly height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Start-of-frame markers of JPEG (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The type and size an image's header declares, or undefined when it is not a JPEG or PNG. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length >= 24 && PNG_SIGNATURE.every((b, i) => view[i] === b)) {
    // The first chunk is IHDR, 13 bytes long: width and height come first.
    if (view.readUInt32BE(8) !== 13 || view.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { mime: 'image/png', width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
  }
  if (view.length >= 4 && view[0] === 0xff && view[1] === 0xd8 && view[2] === 0xff) {
    // Walk the segments to the first start-of-frame; each segment is FF marker, 2-byte length.
    let at = 2;
    while (at + 4 <= view.length) {
      if (view[at] !== 0xff) return undefined;
      const marker = view[at + 1]!;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan data before any frame
      const length = view.readUInt16BE(at + 2);
      if (length < 2) return undefined;
      if (JPEG_SOF.has(marker)) {
        if (at + 9 > view.length) return undefined;
        return { mime: 'image/jpeg', height: view.readUInt16BE(at + 5), width: view.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
  }
  return undefined;
}

/** Why the sandbox rejects a submission, or undefined when it verifies it. */
export function sandboxVerdict(submission: Pick<KycSubmission, 'documentType' | 'documentNumber' | 'selfie'>): string | undefined {
  if (!wellFormedDocument(submission.documentType, submission.documentNumber)) return 'document number malformed';
  const image = imageSize(submission.selfie.bytes);
  if (image === undefined) return 'selfie is not a JPEG or PNG image';
  if (image.mime !== submission.selfie.mime) return 'selfie type does not match its content';
  const sides = [image.width, image.height];
  if (sides.some((s) => s < SANDBOX_SELFIE_MIN_SIDE || s > SANDBOX_SELFIE_MAX_SIDE)) return 'selfie size implausible';
  return undefined;
}

export function createSandboxIdentityAdapter(): IdentityAdapter {
  return {
    name: 'sandbox',
    async submit(submission): Promise<KycDecision> {
      const reason = sandboxVerdict(submission);
      const providerRef = `sandbox-${randomUUID()}`;
      return reason === undefined ? { status: 'verified', providerRef } : { status: 'rejected', providerRef, reason };
    },
  };
}
