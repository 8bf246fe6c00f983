// The keyed blind index of identity documents (issue 26 item 6: "a self-excluded player comes back
// with a new phone and the same passport, because documents are never checked for duplicates").
//
// kyc_checks keeps the document number sealed (AES-256-GCM, a fresh IV each time, bound to the
// player): two sealings of one number differ, so the database cannot tell that two accounts hold the
// same document. The index is HMAC-SHA256 of the normalised document, "<type>:<NUMBER>" (the number
// upper-cased without spaces, dots, dashes or slashes, as compactDocumentNumber), under its own key:
// equal for the same document on any account, and without the key it neither reveals the number nor
// lets anyone test a guess (a plain hash of a 9-character passport number would be brute-forced in
// minutes). The raw number is never stored beside it; only its last 4 characters, as before.
//
// One key, one purpose: the index key is derived from the identity data key (KYC_DATA_KEY) with
// HKDF-SHA256 and its own label, so the sealing key itself never computes an HMAC. Rotating
// KYC_DATA_KEY changes every index: the rows would have to be re-indexed with the old key.
import { createHmac, hkdfSync } from 'node:crypto';
import { compactDocumentNumber } from '../../adapters/kyc/sandbox';
import type { KycDocumentType } from '../../adapters/kyc/adapter';

/** HKDF info of the index key; a new version of the normalisation gets a new label. */
export const DOCUMENT_INDEX_LABEL = 'perya/kyc/document-index/v1';

/** The index key (32 bytes) derived from the identity data key. */
export function documentIndexKey(dataKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), DOCUMENT_INDEX_LABEL, 32));
}

/** The normalised document the index is computed over: `<type>:<NUMBER>`. */
export function normalisedDocument(type: KycDocumentType, number: string): string {
  return `${type}:${compactDocumentNumber(number)}`;
}

/** The blind index (64 hex characters) of a document under the index key. */
export function documentIndex(indexKey: Uint8Array, type: KycDocumentType, number: string): string {
  return createHmac('sha256', indexKey).update(normalisedDocument(type, number), 'utf8').digest('hex');
}
