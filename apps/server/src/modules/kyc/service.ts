// Identity checks (issue 15 KYC): the player's document and selfie go to the identity adapter; its
// answer is kept in kyc_checks with the document number and the selfie sealed (AES-256-GCM, the
// identity data key) and only the number's last 4 characters in clear. Every submission is also a
// protection_history row (type 'kyc'). Deposits read the status (protection guardDeposit).
//
// A verified player cannot submit again (their answer is their status), nor can one whose check is
// still pending with the provider; a rejected player may try again. Nothing here logs the number or
// the selfie (src/http/logging.ts redacts both fields should a handler ever log a payload).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { seal } from '../../security/sealing';
import type { IdentityAdapter, KycDocumentType, SelfieMime } from '../../adapters/kyc/adapter';
import { compactDocumentNumber } from '../../adapters/kyc/sandbox';

export interface KycDeps {
  readonly db: Kysely<Database>;
  readonly now: () => number;
  /** The identity provider; none (production without KYC_SANDBOX or a real one): submissions are refused. */
  readonly adapter: IdentityAdapter | undefined;
  /** The identity data key (32 bytes); required whenever an adapter is. */
  readonly key: Uint8Array | undefined;
  /** The operator's log of decisions (never the document or the selfie). */
  readonly log?: (entry: { userId: number; adapter: string; status: string; providerRef: string; reason?: string }) => void;
}

export interface KycInput {
  readonly documentType: KycDocumentType;
  readonly documentNumber: string;
  /** data:image/jpeg|png;base64,… (the contract checked its shape and length). */
  readonly selfie: string;
}

export type KycStatus = 'none' | 'pending' | 'verified' | 'rejected';

/** Associated data of each sealed column: a value copied to another row or column does not open. */
export const kycSealContext = (userId: number, column: 'document_number' | 'selfie') => `kyc:${userId}:${column}`;

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,(.*)$/s;

function decodeSelfie(dataUrl: string): { mime: SelfieMime; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (match === null) throw new AppError('VALIDATION', 'selfieInvalid');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw new AppError('VALIDATION', 'selfieInvalid');
  return { mime: match[1] as SelfieMime, bytes };
}

export function createKycService(deps: KycDeps) {
  const { db, now, adapter, key } = deps;
  if (adapter !== undefined && key === undefined) {
    throw new Error('an identity adapter needs the identity data key: set KYC_DATA_KEY (openssl rand -hex 32)');
  }

  async function statusOf(userId: number): Promise<KycStatus> {
    const row = await db.selectFrom('kyc_checks').select('status').where('user_id', '=', userId).executeTakeFirst();
    return (row?.status ?? 'none') as KycStatus;
  }

  return {
    enabled: adapter !== undefined,
    statusOf,

    async submit(userId: number, input: KycInput): Promise<{ status: KycStatus }> {
      if (adapter === undefined || key === undefined) throw new AppError('FEATURE_DISABLED');
      const before = await statusOf(userId);
      if (before === 'verified' || before === 'pending') return { status: before };
      const selfie = decodeSelfie(input.selfie);
      const documentNumber = input.documentNumber.trim();
      const decision = await adapter.submit({ userId, documentType: input.documentType, documentNumber, selfie });
      deps.log?.({ userId, adapter: adapter.name, status: decision.status, providerRef: decision.providerRef, ...(decision.reason === undefined ? {} : { reason: decision.reason }) });
      const at = now();
      const row = {
        status: decision.status,
        document_type: input.documentType,
        document_tail: compactDocumentNumber(documentNumber).slice(-4),
        document_number_enc: seal(key, documentNumber, kycSealContext(userId, 'document_number')),
        selfie_enc: seal(key, selfie.bytes, kycSealContext(userId, 'selfie')),
        provider_ref: decision.providerRef.slice(0, 64),
        submitted_at: at,
        decided_at: decision.status === 'pending' ? null : at,
      };
      return db.transaction().execute(async (trx) => {
        // A verified or pending check is never replaced (two submissions raced: the first one stands).
        const written = await trx
          .insertInto('kyc_checks')
          .values({ user_id: userId, ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('kyc_checks.status', '=', 'rejected'))
          .executeTakeFirst();
        if (Number(written.numInsertedOrUpdatedRows ?? 0n) === 0) return { status: await statusOfIn(trx, userId) };
        await trx.insertInto('protection_history').values({ user_id: userId, at, type: 'kyc', kind: null, period: null, from_value: null, to_value: null, effective_at: at }).execute();
        return { status: decision.status };
      });
    },
  };
}

async function statusOfIn(executor: Kysely<Database>, userId: number): Promise<KycStatus> {
  const row = await executor.selectFrom('kyc_checks').select('status').where('user_id', '=', userId).executeTakeFirst();
  return (row?.status ?? 'none') as KycStatus;
}

export type KycService = ReturnType<typeof createKycService>;
