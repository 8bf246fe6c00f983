// The identity-check port (issue 15 KYC): the server hands a player's document and selfie to an
// identity provider and records its answer. A real provider usually answers later (a webhook with
// the providerRef), so 'pending' is a valid first answer; the sandbox answers at once.
import type { KYC_DOCUMENT_TYPES } from '@perya/api/contract';

export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export type SelfieMime = 'image/jpeg' | 'image/png';

export interface KycSubmission {
  readonly userId: number;
  readonly documentType: KycDocumentType;
  /** As the player typed it (trimmed). */
  readonly documentNumber: string;
  readonly selfie: { readonly mime: SelfieMime; readonly bytes: Uint8Array };
}

export interface KycDecision {
  readonly status: 'pending' | 'verified' | 'rejected';
  /** The provider's id of this check (a later webhook names it). At most 64 characters. */
  readonly providerRef: string;
  /** Why a check was rejected, for the operator's log (never the document itself). */
  readonly reason?: string;
}

export interface IdentityAdapter {
  /** Short name for logs and the ledger of checks, e.g. 'sandbox'. */
  readonly name: string;
  submit(submission: KycSubmission): Promise<KycDecision>;
}
