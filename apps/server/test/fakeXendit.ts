// A local fake of Xendit's API for tests (nothing reaches the internet), speaking the wire format
// of Xendit's API reference and of the official SDK's models (xendit-node: snake_case JSON, HTTP
// Basic auth with the secret key as user and an empty password, the Idempotency-key header):
//   POST /payment_requests   → a PaymentRequest {id "pr-…", business_id, reference_id, currency,
//     amount, country, status, payment_method {id "pm-…", type, reusability, status, ewallet |
//     qr_code | direct_debit {channel_code, channel_properties}}, actions [{action, url_type,
//     method, url, qr_code}], capture_method, created, updated, metadata}. E-wallets and online
//     banking answer REQUIRES_ACTION with an AUTH action (the checkout URL); QR Ph answers PENDING
//     with payment_method.qr_code.channel_properties.qr_string.
//   POST /v2/payouts        → a Payout {id "disb-…", reference_id, channel_code, channel_properties,
//     amount, currency, description, status ACCEPTED, business_id, created, updated,
//     estimated_arrival_time}; the Idempotency-key header is required, the same key answers the
//     same payout, the same key with another body is refused 409 DUPLICATE_ERROR.
//   GET /balance            → {balance}.
//   GET /payouts_channels   → [{channel_code, channel_category, currency, channel_name, amount_limits}].
// Errors: {error_code, message} (401 INVALID_API_KEY, 400 API_VALIDATION_ERROR, 409 DUPLICATE_ERROR).
// Webhooks (what Xendit POSTs to us) are built by paymentWebhook / payoutWebhook with the
// x-callback-token header: {event, business_id, created, data: {...}}.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export const FAKE_XENDIT_BUSINESS_ID = '5f27a14a9bf05c73dd040bc8';

/** Payout channel codes the fake account can pay (a subset of PHP channels). */
export const FAKE_PAYOUT_CHANNELS = ['PH_GCASH', 'PH_BDO', 'PH_BPI', 'PH_MET', 'PH_UBP', 'PH_LBP', 'PH_PNB', 'PH_SEC', 'PH_RCBC', 'PH_CBC'];

export interface FakeXenditRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown> | undefined;
}

export interface FakeXendit {
  /** What XENDIT_API_URL points at (http://127.0.0.1:PORT). */
  readonly url: string;
  readonly requests: FakeXenditRequest[];
  readonly paymentRequests: Map<string, Record<string, unknown>>;
  readonly payouts: Map<string, Record<string, unknown>>;
  /** Answer the next call with this status and body instead. */
  failNext: { readonly status: number; readonly body: unknown } | undefined;
  balance: number;
  /** The payout channel codes GET /payouts_channels lists (and POST /v2/payouts accepts). */
  payoutChannels: string[];
  /** The webhook Xendit sends when the payment request of `orderNo` succeeds or fails. */
  paymentWebhook(orderNo: string, status: 'SUCCEEDED' | 'FAILED', overrides?: { amount?: number }): string;
  /** The webhook Xendit sends when the payout of `orderNo` succeeds, fails or is reversed. */
  payoutWebhook(orderNo: string, status: 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'REVERSED', overrides?: { amount?: number }): string;
  close(): Promise<void>;
}

export async function startFakeXendit(secretKey: string): Promise<FakeXendit> {
  const requests: FakeXenditRequest[] = [];
  const paymentRequests = new Map<string, Record<string, unknown>>();
  const payouts = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, { body: string; answer: Record<string, unknown> }>();
  const state: { failNext: FakeXendit['failNext']; balance: number; payoutChannels: string[] } = { failNext: undefined, balance: 2_500_000, payoutChannels: [...FAKE_PAYOUT_CHANNELS] };
  const iso = () => new Date().toISOString();
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://xendit.test');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | undefined;
      try {
        body = raw === '' ? undefined : (JSON.parse(raw) as Record<string, unknown>);
      } catch {
        body = undefined;
      }
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const send = (status: number, answer: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      };
      const invalid = (message: string) => send(400, { error_code: 'API_VALIDATION_ERROR', message });
      if (req.headers.authorization !== expectedAuth) return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
      if (state.failNext !== undefined) {
        const { status, body: answer } = state.failNext;
        state.failNext = undefined;
        return send(status, answer);
      }
      const key = req.headers['idempotency-key'];
      const replay = (scope: string): boolean => {
        if (typeof key !== 'string') return false;
        const seen = byKey.get(`${scope}:${key}`);
        if (seen === undefined) return false;
        if (seen.body !== raw) send(409, { error_code: 'DUPLICATE_ERROR', message: 'Idempotency key has been used before with a different request' });
        else send(200, seen.answer);
        return true;
      };

      if (req.method === 'POST' && url.pathname === '/payment_requests') {
        if (replay('pr')) return;
        if (body === undefined) return invalid('body must be JSON');
        const method = body.payment_method as Record<string, unknown> | undefined;
        if (body.currency !== 'PHP') return invalid('currency must be PHP for this account');
        if (typeof body.amount !== 'number' || body.amount < 1) return invalid('amount must be at least 1');
        if (typeof body.reference_id !== 'string' || method === undefined) return invalid('reference_id and payment_method are required');
        const type = method.type;
        const id = `pr-${randomUUID()}`;
        const pmId = `pm-${randomUUID()}`;
        const at = iso();
        let status = 'REQUIRES_ACTION';
        let actions: unknown[] = [];
        const paymentMethod: Record<string, unknown> = { id: pmId, type, reusability: method.reusability, status: 'PENDING', created: at, updated: at, reference_id: randomUUID() };
        if (type === 'EWALLET') {
          const ewallet = method.ewallet as Record<string, unknown> | undefined;
          const props = ewallet?.channel_properties as Record<string, unknown> | undefined;
          if (typeof ewallet?.channel_code !== 'string' || !['GCASH', 'PAYMAYA', 'GRABPAY', 'SHOPEEPAY'].includes(ewallet.channel_code)) return invalid('ewallet.channel_code is not supported in PH');
          if (typeof props?.success_return_url !== 'string' || typeof props.failure_return_url !== 'string') return invalid('success_return_url and failure_return_url are required for this channel');
          paymentMethod.ewallet = { channel_code: ewallet.channel_code, channel_properties: props, account: { name: null, account_details: null, balance: null, point_balance: null } };
          actions = [{ action: 'AUTH', url_type: 'WEB', method: 'GET', url: `https://ewallet-mock-connector.xendit.co/v1/ewallet_connector/checkouts?token=${id}`, qr_code: null }];
        } else if (type === 'QR_CODE') {
          const qr = method.qr_code as Record<string, unknown> | undefined;
          if (qr?.channel_code !== 'QRPH') return invalid('qr_code.channel_code must be QRPH in PH');
          status = 'PENDING';
          const props = (qr.channel_properties ?? {}) as Record<string, unknown>;
          paymentMethod.qr_code = { channel_code: 'QRPH', channel_properties: { ...props, qr_string: `00020101021228760011ph.ppmi.p2m0111XENDITPHXXX${id.slice(3, 19)}5204601653036085406${String(body.amount)}5802PH6304ABCD` } };
        } else if (type === 'DIRECT_DEBIT') {
          const dd = method.direct_debit as Record<string, unknown> | undefined;
          if (dd?.type !== 'BANK_REDIRECT' || typeof dd.channel_code !== 'string' || !dd.channel_code.endsWith('_ONLINE_BANKING')) return invalid('direct_debit must be a BANK_REDIRECT online banking channel');
          paymentMethod.direct_debit = { channel_code: dd.channel_code, channel_properties: dd.channel_properties, type: 'BANK_REDIRECT', bank_account: null, debit_card: null };
          actions = [{ action: 'AUTH', url_type: 'WEB', method: 'GET', url: `https://link-web.xendit.co/oauth/${pmId}/confirm`, qr_code: null }];
        } else return invalid('payment_method.type is not supported');
        const answer = {
          id,
          business_id: FAKE_XENDIT_BUSINESS_ID,
          reference_id: body.reference_id,
          customer_id: null,
          currency: 'PHP',
          amount: body.amount,
          country: 'PH',
          description: body.description ?? null,
          payment_method: paymentMethod,
          status,
          actions,
          capture_method: 'AUTOMATIC',
          initiator: null,
          failure_code: null,
          metadata: body.metadata ?? null,
          created: at,
          updated: at,
        };
        paymentRequests.set(body.reference_id, answer);
        if (typeof key === 'string') byKey.set(`pr:${key}`, { body: raw, answer });
        return send(201, answer);
      }

      if (req.method === 'POST' && url.pathname === '/v2/payouts') {
        if (typeof key !== 'string' || key === '') return invalid('Idempotency-key header is required');
        if (replay('payout')) return;
        if (body === undefined) return invalid('body must be JSON');
        const props = body.channel_properties as Record<string, unknown> | undefined;
        if (typeof body.reference_id !== 'string' || typeof body.amount !== 'number' || body.currency !== 'PHP') return invalid('reference_id, amount and currency PHP are required');
        if (typeof body.channel_code !== 'string' || !state.payoutChannels.includes(body.channel_code)) return invalid(`channel_code ${String(body.channel_code)} is not supported`);
        if (typeof props?.account_number !== 'string' || typeof props.account_holder_name !== 'string') return invalid('channel_properties.account_number and account_holder_name are required');
        const at = iso();
        const answer = {
          id: `disb-${randomUUID()}`,
          amount: body.amount,
          channel_code: body.channel_code,
          currency: 'PHP',
          description: body.description,
          reference_id: body.reference_id,
          status: 'ACCEPTED',
          created: at,
          updated: at,
          estimated_arrival_time: new Date(Date.now() + 15 * 60_000).toISOString(),
          business_id: FAKE_XENDIT_BUSINESS_ID,
          channel_properties: props,
          metadata: body.metadata ?? null,
        };
        payouts.set(body.reference_id, answer);
        byKey.set(`payout:${key}`, { body: raw, answer });
        return send(200, answer);
      }

      if (req.method === 'GET' && url.pathname === '/balance') return send(200, { balance: state.balance });
      if (req.method === 'GET' && url.pathname === '/payouts_channels') {
        const currency = url.searchParams.get('currency');
        const list = currency !== null && currency !== 'PHP' ? [] : state.payoutChannels;
        return send(200, list.map((code) => ({
          channel_code: code,
          channel_category: code === 'PH_GCASH' ? 'EWALLET' : 'BANK',
          currency: 'PHP',
          channel_name: code.slice(3),
          amount_limits: { minimum: 1, maximum: code === 'PH_GCASH' ? 100_000 : 50_000, minimum_increment: 0.01 },
        })));
      }
      return send(404, { error_code: 'NOT_FOUND', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Xendit did not listen');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    paymentRequests,
    payouts,
    get failNext() {
      return state.failNext;
    },
    set failNext(value) {
      state.failNext = value;
    },
    get payoutChannels() {
      return state.payoutChannels;
    },
    set payoutChannels(value) {
      state.payoutChannels = value;
    },
    get balance() {
      return state.balance;
    },
    set balance(value) {
      state.balance = value;
    },
    paymentWebhook(orderNo, status, overrides = {}) {
      const pr = paymentRequests.get(orderNo);
      if (pr === undefined) throw new Error(`no payment request for ${orderNo}`);
      const at = iso();
      return JSON.stringify({
        event: status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
        business_id: FAKE_XENDIT_BUSINESS_ID,
        created: at,
        data: {
          id: `py-${String(pr.id).slice(3)}`,
          payment_request_id: pr.id,
          reference_id: orderNo,
          customer_id: null,
          currency: 'PHP',
          amount: overrides.amount ?? pr.amount,
          country: 'PH',
          status,
          payment_method: pr.payment_method,
          channel_properties: null,
          payment_detail: null,
          failure_code: status === 'FAILED' ? 'USER_DECLINED_PAYMENT' : null,
          created: at,
          updated: at,
          metadata: pr.metadata,
        },
      });
    },
    payoutWebhook(orderNo, status, overrides = {}) {
      const payout = payouts.get(orderNo);
      if (payout === undefined) throw new Error(`no payout for ${orderNo}`);
      const at = iso();
      return JSON.stringify({
        event: `payout.${status.toLowerCase()}`,
        business_id: FAKE_XENDIT_BUSINESS_ID,
        created: at,
        data: {
          ...payout,
          amount: overrides.amount ?? payout.amount,
          status,
          updated: at,
          ...(status === 'FAILED' ? { failure_code: 'INVALID_DESTINATION' } : status === 'REVERSED' ? { failure_code: 'REJECTED_BY_CHANNEL' } : {}),
        },
      });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
