// Identity checks (issue 15 KYC): the player's document and selfie go to the identity adapter; its
// answer is kept in kyc_checks with the document number and the selfie sealed (AES-256-GCM, the
// identity data key) and only the number's last 4 characters in clear. Every submission is also a
// protection_history row (type 'kyc'). Deposits read the status (protection guardDeposit).
//
// A verified player cannot submit again (their answer is their status), nor can one whose check is
// still pending with the provider; a rejected player may try again. Nothing here logs the number or
// the selfie (src/http/logging.ts redacts both fields should a handler ever log a payload).
//
// One person, one account (issue 26 item 6): every row carries the document's keyed blind index
// (documentIndex.ts), and a document verified on another account is refused before the provider is
// asked, and by a unique index should two submissions race. When that other account is under a
// cooling-off or self-exclusion, the exclusion follows the person: this account is put under the same
// exclusion (same kind, start and end) and the submission answers SELF_EXCLUDED. When the other
// account is frozen by the operator, this one is frozen too (ACCOUNT_FROZEN). Why put the new
// account under exclusion rather than only refuse its verification: in the PH market no identity
// check is needed before a deposit, so a refused verification alone would leave the excluded person
// free to deposit and bet on the new account; PAGCOR's responsible-gaming rules require that a
// self-excluded person be kept from playing for the whole term, whichever account they use. Only a
// VERIFIED holder counts: a rejected or pending submission has proved nothing, and letting it count
// would let anyone who knows a victim's passport number exclude or block them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { seal, unseal } from '../../security/sealing';
import { isUniqueViolation } from '../../db/errors';
import type { Protection } from '../protection/service';
import { accountFrozen, setFrozen } from '../integrity/service';
import { documentIndex, documentIndexKey } from './documentIndex';
import { checkKycImage } from './image';
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
  /** Puts a cooling-off or self-exclusion of the document's holder on this account too. */
  readonly protection: Pick<Protection, 'inheritExclusion'>;
  /** The users row changed (a freeze): the session cache forgets its callers. */
  readonly userChanged?: (userId: number) => Promise<void>;
  /** The operator's warnings (an old duplicate found while filling in the index). */
  readonly warn?: (message: string) => void;
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

/** The refusal of a document verified on another account (one person, one account). */
export function documentInUse(): AppError {
  return new AppError('ONE_PER_PLAYER', 'kycDocumentInUse', { reason: 'document' });
}

export function createKycService(deps: KycDeps) {
  const { db, now, adapter, key } = deps;
  if (adapter !== undefined && key === undefined) {
    throw new Error('an identity adapter needs the identity data key: set KYC_DATA_KEY (openssl rand -hex 32)');
  }
  const indexKey = key === undefined ? undefined : documentIndexKey(key);

  /** The other account this document is verified on, with its freeze, or undefined. */
  async function holderOf(userId: number, index: string) {
    return db
      .selectFrom('kyc_checks')
      .innerJoin('users', 'users.id', 'kyc_checks.user_id')
      .select(['kyc_checks.user_id', 'users.frozen_at', 'users.frozen_reason'])
      .where('kyc_checks.document_index', '=', index)
      .where('kyc_checks.status', '=', 'verified')
      .where('kyc_checks.user_id', '!=', userId)
      .executeTakeFirst();
  }

  /**
   * The document is verified on `holderId`: its exclusion or freeze follows the person to `userId`
   * (committed), and the refusal to answer is returned. Nothing of the submission is stored.
   */
  async function refuseDuplicate(userId: number, holder: { user_id: number; frozen_at: number | null; frozen_reason: string | null }): Promise<AppError> {
    const exclusion = await db.transaction().execute((trx) => deps.protection.inheritExclusion(trx, userId, holder.user_id));
    if (holder.frozen_at !== null) {
      const reason = `same identity document as account ${holder.user_id} (frozen: ${holder.frozen_reason ?? ''})`.slice(0, 200);
      await setFrozen(db, now, { userId, reason, actor: 'kyc', ip: null }, true, deps.userChanged);
    }
    if (exclusion !== null) return new AppError('SELF_EXCLUDED', undefined, { reason: 'excluded', resetsAt: exclusion.endsAt });
    if (holder.frozen_at !== null) return accountFrozen();
    return documentInUse();
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
      // The photo must decode in full as the JPEG/PNG it claims to be (image.ts): refused, nothing stored.
      await checkKycImage(selfie.bytes, selfie.mime);
      const documentNumber = input.documentNumber.trim();
      const index = documentIndex(indexKey!, input.documentType, documentNumber);
      const holder = await holderOf(userId, index);
      if (holder !== undefined) throw await refuseDuplicate(userId, holder);
      const decision = await adapter.submit({ userId, documentType: input.documentType, documentNumber, selfie });
      deps.log?.({ userId, adapter: adapter.name, status: decision.status, providerRef: decision.providerRef, ...(decision.reason === undefined ? {} : { reason: decision.reason }) });
      const at = now();
      const row = {
        status: decision.status,
        document_type: input.documentType,
        document_tail: compactDocumentNumber(documentNumber).slice(-4),
        document_number_enc: seal(key, documentNumber, kycSealContext(userId, 'document_number')),
        document_index: index,
        selfie_enc: seal(key, selfie.bytes, kycSealContext(userId, 'selfie')),
        provider_ref: decision.providerRef.slice(0, 64),
        submitted_at: at,
        decided_at: decision.status === 'pending' ? null : at,
      };
      try {
        return await db.transaction().execute(async (trx) => {
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
      } catch (error) {
        // Another account's submission of the same document was verified between our look-up and
        // our write (kyc_checks_document_index_verified_uq): refused as above, nothing stored.
        if (!isUniqueViolation(error)) throw error;
        const raced = await holderOf(userId, index);
        throw raced === undefined ? documentInUse() : await refuseDuplicate(userId, raced);
      }
    },

    /** The check a provider names (its providerRef): whose, and whether still pending; undefined when none is ours. */
    async checkOf(providerRef: string): Promise<{ userId: number; status: KycStatus } | undefined> {
      const row = await db.selectFrom('kyc_checks').select(['user_id', 'status']).where('provider_ref', '=', providerRef).executeTakeFirst();
      return row === undefined ? undefined : { userId: row.user_id, status: row.status as KycStatus };
    },

    /**
     * A provider's later answer (a webhook) for the check it named: recorded once, on a pending
     * check only ('recorded'); a check already decided is left as it is ('already', a redelivery),
     * a check that is not ours is ignored ('unknown'). A verification of a document verified on
     * another account meanwhile (the unique index) is recorded as rejected, and that holder's
     * exclusion or freeze follows the person here, as at submission.
     */
    async decide(providerRef: string, decision: { status: 'verified' | 'rejected'; reason?: string }): Promise<'recorded' | 'already' | 'unknown'> {
      const row = await db.selectFrom('kyc_checks').select(['user_id', 'status', 'document_index']).where('provider_ref', '=', providerRef).executeTakeFirst();
      if (row === undefined) return 'unknown';
      if (row.status !== 'pending') return 'already';
      const record = async (status: 'verified' | 'rejected', reason?: string): Promise<boolean> => {
        const at = now();
        const written = await db
          .updateTable('kyc_checks')
          .set({ status, decided_at: at })
          .where('provider_ref', '=', providerRef)
          .where('user_id', '=', row.user_id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(written.numUpdatedRows) === 0) return false;
        deps.log?.({ userId: row.user_id, adapter: adapter?.name ?? 'none', status, providerRef, ...(reason === undefined ? {} : { reason }) });
        return true;
      };
      try {
        return (await record(decision.status, decision.reason)) ? 'recorded' : 'already';
      } catch (error) {
        if (!isUniqueViolation(error) || decision.status !== 'verified') throw error;
        // The same document was verified on another account while this check ran: one person, one account.
        if (!(await record('rejected', 'document verified on another account'))) return 'already';
        const holder = row.document_index === null ? undefined : await holderOf(row.user_id, row.document_index);
        if (holder !== undefined) await refuseDuplicate(row.user_id, holder);
        return 'recorded';
      }
    },

    /**
     * Fills in the index of rows from before migration 0021 (at start; the migration has no key).
     * A document verified on two accounts before the index existed keeps the second one unindexed
     * and is reported to the operator. Answers how many rows were indexed.
     */
    async indexOldRows(): Promise<number> {
      if (key === undefined || indexKey === undefined) return 0;
      const rows = await db.selectFrom('kyc_checks').select(['user_id', 'document_type', 'document_number_enc']).where('document_index', 'is', null).execute();
      let indexed = 0;
      for (const r of rows) {
        let number: string;
        try {
          number = unseal(key, r.document_number_enc, kycSealContext(r.user_id, 'document_number')).toString('utf8');
        } catch {
          deps.warn?.(`kyc: the document of account ${r.user_id} does not open with the identity data key; it stays unindexed`);
          continue;
        }
        try {
          await db.updateTable('kyc_checks').set({ document_index: documentIndex(indexKey, r.document_type as KycDocumentType, number) }).where('user_id', '=', r.user_id).execute();
          indexed += 1;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          deps.warn?.(`kyc: account ${r.user_id} holds an identity document already verified on another account; left unindexed for the operator's review`);
        }
      }
      return indexed;
    },
  };
}

async function statusOfIn(executor: Kysely<Database>, userId: number): Promise<KycStatus> {
  const row = await executor.selectFrom('kyc_checks').select('status').where('user_id', '=', userId).executeTakeFirst();
  return (row?.status ?? 'none') as KycStatus;
}

export type KycService = ReturnType<typeof createKycService>;
