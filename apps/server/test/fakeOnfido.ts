// A local fake of Onfido's API v3.6 for tests (nothing reaches the internet), in the wire format the
// official SDK (`@onfido/api`) sends and Onfido's reference documents: every call carries
// `Authorization: Token token=<api token>` (401 authorization_error otherwise); POST
// /v3.6/applicants (JSON, first_name and last_name required) answers 201 with the applicant; POST
// /v3.6/documents and /v3.6/live_photos are multipart/form-data (type, side, issuing_country,
// applicant_id, file; applicant_id, file) and answer 201 with the document or live photo, or 422
// validation_error for a file outside 32 KB-10 MB or not a JPEG/PNG/PDF; POST /v3.6/checks
// ({ applicant_id, report_names, document_ids }) answers 201 with the check `in_progress` (422
// when a report's evidence is missing); GET /v3.6/checks/{id} the check (404 resource_not_found);
// GET /v3.6/applicants?page&per_page the list; DELETE /v3.6/applicants/{id} 204 (with its uploads). Errors are Onfido's body { error: { type, message,
// fields } }. It also builds and signs webhook events the way Onfido does (X-SHA2-Signature:
// HMAC-SHA256 hex of the raw body with the webhook's token), written here from Onfido's docs, not
// with the SDK, so the server's check is tested against an independent signer.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface FakeOnfidoCheck {
  id: string;
  applicant_id: string;
  status: string;
  result: string | null;
  report_names: string[];
  document_ids: string[];
}

export interface FakeOnfidoUpload {
  readonly kind: 'document' | 'live_photo';
  readonly id: string;
  readonly applicantId: string;
  /** The multipart fields other than the file. */
  readonly fields: Record<string, string>;
  readonly fileName: string;
  readonly fileType: string | undefined;
  readonly size: number;
}

export interface FakeOnfido {
  /** e.g. http://127.0.0.1:PORT (what ONFIDO_API_URL points at). */
  readonly url: string;
  /** Every request's method and path (with query), newest last. */
  readonly requests: string[];
  /** Each applicant's JSON body as sent. */
  readonly applicants: Map<string, Record<string, unknown>>;
  readonly uploads: FakeOnfidoUpload[];
  readonly checks: Map<string, FakeOnfidoCheck>;
  /** Ends a check as Onfido would: complete with this result (clear or consider). */
  complete(checkId: string, result: 'clear' | 'consider'): void;
  withdraw(checkId: string): void;
  /** A webhook event's raw body for a check, as Onfido sends it. */
  event(checkId: string, action?: string, status?: string): string;
  /** Onfido's X-SHA2-Signature of a raw body. */
  sign(rawBody: string): string;
  /** Answer the next call of this path (e.g. /v3.6/checks) with this status and error type instead. */
  failNext: { readonly path: string; readonly status: number; readonly type: string } | undefined;
  close(): Promise<void>;
}

export const ONFIDO_MIN_FILE_BYTES = 32 * 1024;
export const ONFIDO_MAX_FILE_BYTES = 10 * 1024 * 1024;

const DOCUMENT_TYPES = new Set(['passport', 'driving_licence', 'national_identity_card', 'residence_permit', 'tax_id', 'voter_id', 'social_security_card', 'work_permit']);

const errorBody = (type: string, message: string, fields: Record<string, unknown> = {}) => ({ error: { type, message, fields } });

/** jpg, png or pdf by magic bytes (what Onfido accepts), else undefined. */
function fileTypeOf(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === '%PDF') return 'pdf';
  return undefined;
}

function headersOf(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') out.set(name, value);
  return out;
}

export async function startFakeOnfido(account: { readonly apiToken: string; readonly webhookToken: string }): Promise<FakeOnfido> {
  const requests: string[] = [];
  const applicants = new Map<string, Record<string, unknown>>();
  const applicantRows = new Map<string, Record<string, unknown>>();
  const uploads: FakeOnfidoUpload[] = [];
  const checks = new Map<string, FakeOnfidoCheck>();
  const state: { failNext: FakeOnfido['failNext']; url: string } = { failNext: undefined, url: '' };
  const created = new Date('2026-01-15T04:00:00Z').toISOString();
  const checkBody = (check: FakeOnfidoCheck) => ({
    id: check.id,
    created_at: created,
    href: `/v3.6/checks/${check.id}`,
    applicant_id: check.applicant_id,
    applicant_provides_data: false,
    status: check.status,
    result: check.result,
    tags: [],
    form_uri: null,
    redirect_uri: null,
    results_uri: `https://dashboard.onfido.com/checks/${check.id}`,
    report_ids: check.report_names.map(() => randomUUID()),
    webhook_ids: [],
    privacy_notices_read_consent_given: null,
    sandbox: true,
    paused: false,
    version: '3.6',
  });

  async function handle(method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer): Promise<[number, unknown]> {
    if (headers.authorization !== `Token token=${account.apiToken}`) {
      return [401, errorBody('authorization_error', 'Authorization error: please re-check your credentials')];
    }
    const path = url.pathname;
    if (state.failNext !== undefined && state.failNext.path === path) {
      const { status, type } = state.failNext;
      state.failNext = undefined;
      return [status, errorBody(type, `fake failure ${status}`)];
    }
    const json = (): Record<string, unknown> => {
      if (!/^application\/json/.test(headers['content-type'] ?? '')) return {};
      return JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    };
    if (method === 'POST' && path === '/v3.6/applicants') {
      const data = json();
      const missing = ['first_name', 'last_name'].filter((f) => typeof data[f] !== 'string' || (data[f] as string).trim() === '');
      if (missing.length > 0) return [422, errorBody('validation_error', 'There was a validation error on this request', Object.fromEntries(missing.map((f) => [f, ["can't be blank"]])))];
      const id = randomUUID();
      applicants.set(id, data);
      const row = { id, created_at: created, delete_at: null, href: `/v3.6/applicants/${id}`, first_name: data.first_name, last_name: data.last_name, email: data.email ?? null, dob: data.dob ?? null, id_numbers: [], address: null, phone_number: null, location: null };
      applicantRows.set(id, row);
      return [201, row];
    }
    if (method === 'GET' && path === '/v3.6/applicants') {
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 20), 500);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
      return [200, { applicants: [...applicantRows.values()].slice((page - 1) * perPage, page * perPage) }];
    }
    if (method === 'POST' && (path === '/v3.6/documents' || path === '/v3.6/live_photos')) {
      if (!/^multipart\/form-data; *boundary=/.test(headers['content-type'] ?? '')) return [422, errorBody('validation_error', 'There was a validation error on this request', { file: ['must be sent as multipart/form-data'] })];
      const form = await new Request('http://fake/', { method: 'POST', headers: headersOf(headers), body }).formData();
      const fields: Record<string, string> = {};
      let file: File | undefined;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else if (name === 'file') file = value;
      }
      const applicantId = fields.applicant_id ?? '';
      const problems: Record<string, string[]> = {};
      if (!applicantRows.has(applicantId)) problems.applicant_id = ['not found'];
      if (path === '/v3.6/documents' && !DOCUMENT_TYPES.has(fields.type ?? '')) problems.type = ['is not included in the list'];
      const bytes = file === undefined ? Buffer.alloc(0) : Buffer.from(await file.arrayBuffer());
      const fileType = fileTypeOf(bytes);
      if (file === undefined) problems.file = ["can't be blank"];
      else if (fileType === undefined) problems.file = ['must be a jpg, png or pdf file'];
      else if (bytes.length < ONFIDO_MIN_FILE_BYTES || bytes.length > ONFIDO_MAX_FILE_BYTES) problems.file = ['file size must be between 32KB and 10MB'];
      if (Object.keys(problems).length > 0) return [422, errorBody('validation_error', 'There was a validation error on this request', problems)];
      const kind = path === '/v3.6/documents' ? 'document' : 'live_photo';
      const id = randomUUID();
      const { file: _file, ...rest } = fields;
      uploads.push({ kind, id, applicantId, fields: rest, fileName: file!.name, fileType, size: bytes.length });
      const resource = kind === 'document' ? 'documents' : 'live_photos';
      const common = { id, created_at: created, href: `/v3.6/${resource}/${id}`, download_href: `/v3.6/${resource}/${id}/download`, file_name: file!.name, file_type: fileType, file_size: bytes.length };
      return [201, kind === 'document' ? { ...common, applicant_id: applicantId, type: fields.type, side: fields.side ?? null, issuing_country: fields.issuing_country ?? null } : common];
    }
    if (method === 'POST' && path === '/v3.6/checks') {
      const data = json();
      const applicantId = typeof data.applicant_id === 'string' ? data.applicant_id : '';
      const reports = Array.isArray(data.report_names) ? (data.report_names as string[]) : [];
      const documentIds = Array.isArray(data.document_ids) ? (data.document_ids as string[]) : [];
      const own = (kind: FakeOnfidoUpload['kind']) => uploads.filter((u) => u.kind === kind && u.applicantId === applicantId);
      const problems: Record<string, string[]> = {};
      if (!applicantRows.has(applicantId)) problems.applicant_id = ['not found'];
      if (reports.length === 0) problems.report_names = ["can't be blank"];
      if (documentIds.some((id) => !own('document').some((u) => u.id === id))) problems.document_ids = ['not found for this applicant'];
      if (reports.some((r) => r.startsWith('document') || r.startsWith('facial_similarity')) && own('document').length === 0) problems.report_names = ['a document report needs a document'];
      if (reports.includes('facial_similarity_photo') && own('live_photo').length === 0) problems.report_names = ['facial_similarity_photo needs a live photo'];
      if (Object.keys(problems).length > 0) return [422, errorBody('validation_error', 'There was a validation error on this request', problems)];
      const check: FakeOnfidoCheck = { id: randomUUID(), applicant_id: applicantId, status: 'in_progress', result: null, report_names: reports, document_ids: documentIds };
      checks.set(check.id, check);
      return [201, checkBody(check)];
    }
    const applicantMatch = /^\/v3\.6\/applicants\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && applicantMatch !== null) {
      const id = decodeURIComponent(applicantMatch[1]!);
      if (!applicantRows.delete(id)) return [404, errorBody('resource_not_found', 'The resource could not be found.')];
      applicants.delete(id);
      for (let i = uploads.length - 1; i >= 0; i -= 1) if (uploads[i]!.applicantId === id) uploads.splice(i, 1);
      return [204, undefined];
    }
    const checkMatch = /^\/v3\.6\/checks\/([^/]+)$/.exec(path);
    if (method === 'GET' && checkMatch !== null) {
      const check = checks.get(decodeURIComponent(checkMatch[1]!));
      return check === undefined ? [404, errorBody('resource_not_found', 'The resource could not be found.')] : [200, checkBody(check)];
    }
    return [404, errorBody('resource_not_found', 'The resource could not be found.')];
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push(`${req.method ?? ''} ${url.pathname}${url.search}`);
      handle(req.method ?? 'GET', url, req.headers, Buffer.concat(chunks))
        .then(([status, payload]) => {
          if (payload === undefined) return void res.writeHead(status).end();
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(payload));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(errorBody('internal_server_error', String(error))));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Onfido has no TCP address');
  state.url = `http://127.0.0.1:${address.port}`;
  const sign = (rawBody: string) => createHmac('sha256', account.webhookToken).update(rawBody, 'utf8').digest('hex');

  return {
    url: state.url,
    requests,
    applicants,
    uploads,
    checks,
    complete(checkId, result) {
      const check = checks.get(checkId);
      if (check === undefined) throw new Error(`no check ${checkId}`);
      check.status = 'complete';
      check.result = result;
    },
    withdraw(checkId) {
      const check = checks.get(checkId);
      if (check === undefined) throw new Error(`no check ${checkId}`);
      check.status = 'withdrawn';
    },
    event(checkId, action = 'check.completed', status = checks.get(checkId)?.status ?? 'complete') {
      // Onfido's classic webhook event: the object names the check and its href; the result is not in it.
      return JSON.stringify({
        payload: {
          resource_type: 'check',
          action,
          object: { id: checkId, status, completed_at_iso8601: '2026-01-15T04:05:00Z', href: `https://api.eu.onfido.com/v3.6/checks/${checkId}` },
        },
      });
    },
    sign,
    get failNext() {
      return state.failNext;
    },
    set failNext(value) {
      state.failNext = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
