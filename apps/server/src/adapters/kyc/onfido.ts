// Onfido identity checks (issue 26 item 6) through the official SDK (`@onfido/api`, API v3.6). One
// submission is four calls, each the SDK's: POST /applicants (JSON), POST /documents (multipart:
// type, side, issuing_country, applicant_id, file), POST /live_photos (multipart: applicant_id,
// file), POST /checks ({ applicant_id, report_names: document + facial_similarity_photo,
// document_ids }). Onfido answers the check `in_progress`: the submission is pending with
// providerRef = the check id, and Onfido later POSTs a webhook event ({ payload: { resource_type:
// 'check', action: 'check.completed', object: { id, status, href } } }) signed with the webhook's
// token: X-SHA2-Signature = HMAC-SHA256 hex of the raw body, checked with the SDK's
// WebhookEventVerifier (constant time). The event's own status is never trusted: the check is read
// back through the API (GET /checks/{id}) and only its status and result decide (complete + clear
// verified; complete + consider or withdrawn rejected; anything else still pending).
//
// What Onfido is told: nothing about the player but the photo. The contract's one photo shows the
// player holding the document (packages/api kycSubmit), so it goes up twice, as the document's
// front and as the live photo the face is matched against. An applicant needs a first and last
// name (v3.6 requires them); they are an opaque reference to the account (`Perya` / `player <id>`),
// never the player's name, so the operator's Onfido account must have the document report's data
// comparison off (Onfido support switches it per account), or every check comes back `consider`.
// Onfido refusing an upload (422 validation_error: a photo under 32 KB, no face, unreadable) is a
// rejection the player can retry with a better photo; any other failure (401, 5xx, no answer) is
// thrown, and nothing is stored. Either way the applicant made for it is deleted (DELETE
// /applicants/{id}): nothing of an unchecked submission stays with Onfido.
//
// The API host is the region's (ONFIDO_REGION: api.eu / api.us / api.ca .onfido.com, the SDK's
// Region); ONFIDO_API_URL (tests: a local fake, refused in production) replaces it through the
// SDK's own basePath option.
import { Configuration, DefaultApi, FileTransfer, Region, WebhookEventVerifier, type CountryCodes, type DocumentTypes, type WebhookEvent } from '@onfido/api';
import type { OnfidoConfig } from '../../config';
import type { IdentityAdapter, KycDecision, KycDocumentType } from './adapter';

/** Path of Onfido's webhook on this server (PUBLIC_BASE_URL + this, registered in Onfido's dashboard). */
export const ONFIDO_WEBHOOK_PATH = '/kyc/webhook/onfido';

/** The header Onfido signs each webhook event in. */
export const ONFIDO_SIGNATURE_HEADER = 'x-sha2-signature';

/** How long one Onfido call may take (an upload of a ~1 MB photo included). */
export const ONFIDO_TIMEOUT_MS = 30_000;

/** The reports of each check: the document is genuine, and the face in it matches the live photo. */
export const ONFIDO_REPORTS = ['document', 'facial_similarity_photo'] as const;

/** Onfido's document type for each of ours (UMID is the Philippines' multi-purpose national id, CPF Brazil's tax id). */
export const ONFIDO_DOCUMENT_TYPES: Readonly<Record<KycDocumentType, DocumentTypes>> = {
  nationalId: 'national_identity_card',
  passport: 'passport',
  driversLicense: 'driving_licence',
  umid: 'national_identity_card',
  cpf: 'tax_id',
};

/** The issuing country where the type names one (ISO 3166-1 alpha-3); otherwise Onfido reads it off the document. */
const ISSUING_COUNTRY: Partial<Record<KycDocumentType, CountryCodes>> = { umid: 'PHL', cpf: 'BRA' };

/** The SDK's client for this account, its requests sent to the region's host (or ONFIDO_API_URL). Also `pnpm doctor`'s check. */
export function createOnfidoClient(config: Pick<OnfidoConfig, 'apiToken' | 'region' | 'apiUrl'>): DefaultApi {
  const settings = { apiToken: config.apiToken, region: Region[config.region], baseOptions: { timeout: ONFIDO_TIMEOUT_MS } };
  if (config.apiUrl === undefined) return new DefaultApi(new Configuration(settings));
  // The region's base is https://api.<region>.onfido.com/v3.6: an override keeps the SDK's API version path.
  const version = new URL(new Configuration(settings).basePath ?? '').pathname;
  return new DefaultApi(new Configuration({ ...settings, basePath: `${config.apiUrl}${version}` }));
}

/** An Onfido API failure: the HTTP status and Onfido's error type, when it answered (never the token). */
export class OnfidoError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly type: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'OnfidoError';
  }
}

/** The SDK's (axios') error as an OnfidoError: Onfido's error body is { error: { type, message, fields } }. */
export function onfidoError(error: unknown, doing: string): OnfidoError {
  const response = (error as { response?: { status?: number; data?: { error?: { type?: unknown; message?: unknown; fields?: unknown } } } }).response;
  if (response?.status === undefined) return new OnfidoError(undefined, undefined, `Onfido unreachable while ${doing}: ${error instanceof Error ? error.message : String(error)}`);
  const body = response.data?.error;
  const type = typeof body?.type === 'string' ? body.type : undefined;
  const fields = body?.fields !== undefined && body.fields !== null && typeof body.fields === 'object' ? ` (${Object.keys(body.fields).join(', ')})` : '';
  return new OnfidoError(response.status, type, `Onfido answered ${response.status}${type === undefined ? '' : ` ${type}`} while ${doing}${fields}`);
}

export interface OnfidoIdentityAdapter extends IdentityAdapter {
  readonly name: 'onfido';
  /**
   * The check's answer as Onfido's API gives it now: verified or rejected once complete (or
   * withdrawn), undefined while it runs, null when Onfido knows no such check.
   */
  decisionOf(checkId: string): Promise<KycDecision | undefined | null>;
}

/** Verified, rejected or (undefined) not decided yet, from a check's status and result. */
export function checkDecision(check: { id: string; status?: string | undefined; result?: string | null | undefined }): KycDecision | undefined {
  if (check.status === 'complete') {
    if (check.result === 'clear') return { status: 'verified', providerRef: check.id };
    return { status: 'rejected', providerRef: check.id, reason: `Onfido result: ${check.result ?? 'none'}` };
  }
  if (check.status === 'withdrawn') return { status: 'rejected', providerRef: check.id, reason: 'Onfido check withdrawn' };
  return undefined;
}

export function createOnfidoIdentityAdapter(config: OnfidoConfig, client: DefaultApi = createOnfidoClient(config)): OnfidoIdentityAdapter {
  return {
    name: 'onfido',
    async submit(submission): Promise<KycDecision> {
      const { userId, documentType, selfie } = submission;
      const extension = selfie.mime === 'image/png' ? 'png' : 'jpg';
      const bytes = Buffer.from(selfie.bytes.buffer, selfie.bytes.byteOffset, selfie.bytes.byteLength);
      let applicantId: string;
      try {
        applicantId = (await client.createApplicant({ first_name: 'Perya', last_name: `player ${userId}` })).data.id;
      } catch (error) {
        throw onfidoError(error, 'creating the applicant');
      }
      let step = 'uploading the document';
      try {
        const document = await client.uploadDocument(ONFIDO_DOCUMENT_TYPES[documentType], applicantId, new FileTransfer(bytes, `document.${extension}`), undefined, 'front', ISSUING_COUNTRY[documentType]);
        step = 'uploading the live photo';
        await client.uploadLivePhoto(applicantId, new FileTransfer(bytes, `selfie.${extension}`));
        step = 'creating the check';
        const check = (await client.createCheck({ applicant_id: applicantId, report_names: [...ONFIDO_REPORTS], document_ids: [document.data.id] })).data;
        return checkDecision(check) ?? { status: 'pending', providerRef: check.id };
      } catch (error) {
        const failure = onfidoError(error, step);
        // The applicant and what it holds are deleted (they will never be checked); best effort: a
        // failed delete leaves it to the Onfido account's retention policy.
        await client.deleteApplicant(applicantId).catch(() => undefined);
        // Onfido refused the photo (size, quality, no face): the player may try again with another.
        if (failure.status === 422) return { status: 'rejected', providerRef: applicantId, reason: failure.message };
        throw failure;
      }
    },
    async decisionOf(checkId) {
      try {
        return checkDecision((await client.findCheck(checkId)).data);
      } catch (error) {
        const failure = onfidoError(error, 'reading the check');
        if (failure.status === 404) return null;
        throw failure;
      }
    },
  };
}

/**
 * The webhook event when `signature` (X-SHA2-Signature) is Onfido's HMAC-SHA256 of the raw body
 * with the webhook's token (the SDK's verifier, constant time); undefined for a missing, malformed
 * or wrong signature, or a body that is not JSON.
 */
export function readOnfidoWebhook(webhookToken: string, rawBody: string, signature: string | undefined): WebhookEvent | undefined {
  if (signature === undefined || !/^[0-9a-fA-F]{64}$/.test(signature)) return undefined;
  try {
    return new WebhookEventVerifier(webhookToken).readPayload(rawBody, signature);
  } catch {
    return undefined;
  }
}
