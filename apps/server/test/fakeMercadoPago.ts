// A local fake of Mercado Pago's API for tests (nothing reaches the internet), in the format its
// API reference and its Node SDK (mercadopago, src/clients/payment) show: POST /v1/payments with a
// Bearer access token and an X-Idempotency-Key (the same key answers the same payment) creates a
// Pix payment {id, status 'pending', status_detail 'pending_waiting_transfer', currency_id 'BRL',
// transaction_amount, external_reference, point_of_interaction.transaction_data {qr_code,
// qr_code_base64, ticket_url}}; GET /v1/payments/{id} answers it; GET /users/me the account.
// Refusals are {message, error, status, cause: [{code, description, data}]}. A notification is
// what Mercado Pago POSTs to the payment's notification_url (with ?data.id=<id>&type=payment):
// {id, live_mode, type 'payment', date_created, user_id, api_version 'v1', action, data {id}}, signed
// in x-signature `ts=<unix s>,v1=<hex HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { emvPayload } from '../src/adapters/payment/emv';

export interface FakeMercadoPagoPayment {
  readonly id: number;
  readonly idempotencyKey: string;
  readonly request: Record<string, unknown>;
  status: string;
  statusDetail: string;
  /** What GET answers as transaction_amount (a test may change it: a forged amount). */
  amount: number;
  readonly qrCode: string;
}

export interface FakeMercadoPagoNotification {
  /** The notification_url's path and query, as Mercado Pago calls it. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export interface FakeMercadoPago {
  /** e.g. http://127.0.0.1:PORT (what MERCADOPAGO_API_URL points at). */
  readonly url: string;
  readonly payments: FakeMercadoPagoPayment[];
  /** Every request: method, path and the headers the checks read. */
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined; authorization: string | undefined }[];
  /** Answer the next request to /v1/payments with this status and body instead. */
  failNext: { readonly status: number; readonly body: unknown } | undefined;
  /** The notification of a payment's current state, signed with the webhook secret (or `secret`). */
  notification(paymentId: number, options?: { secret?: string; ts?: number; requestId?: string; action?: string }): FakeMercadoPagoNotification;
  close(): Promise<void>;
}

const USER_ID = 1_987_654_321;

/** Mercado Pago's refusal body. */
const refusal = (status: number, error: string, message: string, cause: { code: number | string; description: string }[] = []) => ({
  message,
  error,
  status,
  cause: cause.map((c) => ({ ...c, data: null })),
});

export async function startFakeMercadoPago(options: { accessToken: string; webhookSecret: string; now: () => number }): Promise<FakeMercadoPago> {
  const payments: FakeMercadoPagoPayment[] = [];
  const requests: FakeMercadoPago['requests'] = [];
  const state: { failNext: FakeMercadoPago['failNext']; nextId: number } = { failNext: undefined, nextId: 1_325_000_001 };

  const view = (p: FakeMercadoPagoPayment) => {
    const payer = (p.request.payer ?? {}) as Record<string, unknown>;
    return {
      id: p.id,
      date_created: new Date(options.now()).toISOString(),
      date_approved: p.status === 'approved' ? new Date(options.now()).toISOString() : null,
      date_of_expiration: p.request.date_of_expiration,
      money_release_date: null,
      operation_type: 'regular_payment',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      status: p.status,
      status_detail: p.statusDetail,
      currency_id: 'BRL',
      description: p.request.description ?? null,
      live_mode: false,
      collector_id: USER_ID,
      payer: { id: '1122334455', email: payer.email, identification: payer.identification, type: null },
      metadata: {},
      external_reference: p.request.external_reference ?? null,
      transaction_amount: p.amount,
      transaction_amount_refunded: p.status === 'refunded' ? p.amount : 0,
      transaction_details: { net_received_amount: 0, total_paid_amount: p.amount, overpaid_amount: 0, installment_amount: 0 },
      notification_url: p.request.notification_url ?? null,
      point_of_interaction: {
        type: 'OPENPLATFORM',
        sub_type: null,
        application_data: { name: null, version: null },
        transaction_data: {
          qr_code: p.qrCode,
          qr_code_base64: Buffer.from(`fake-png:${p.qrCode}`).toString('base64'),
          ticket_url: `https://www.mercadopago.com.br/payments/${p.id}/ticket?caller_id=${USER_ID}&hash=${p.idempotencyKey.slice(-8)}`,
        },
      },
    };
  };

  /** The problems of a Pix payment request, as Mercado Pago's causes. */
  function problems(body: Record<string, unknown>): { code: number | string; description: string }[] {
    const found: { code: number | string; description: string }[] = [];
    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || !(amount > 0) || !/^\d+(\.\d{1,2})?$/.test(String(amount))) found.push({ code: 4037, description: 'Invalid transaction_amount' });
    if (body.payment_method_id !== 'pix') found.push({ code: 'bad_request', description: 'payment_method_id must be pix' });
    const payer = (body.payer ?? {}) as Record<string, unknown>;
    if (typeof payer.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(payer.email)) found.push({ code: 4050, description: 'payer.email must be a valid email' });
    const id = (payer.identification ?? {}) as Record<string, unknown>;
    const digits = typeof id.number === 'string' ? id.number : '';
    if (!((id.type === 'CPF' && /^\d{11}$/.test(digits)) || (id.type === 'CNPJ' && /^\d{14}$/.test(digits)))) {
      found.push({ code: 'bad_request', description: 'payer.identification must be a CPF (11 digits) or a CNPJ (14 digits)' });
    }
    if (typeof body.notification_url !== 'string' || !URL.canParse(body.notification_url)) found.push({ code: 4020, description: 'notification_url attribute must be url valid' });
    const expiry = body.date_of_expiration;
    const at = typeof expiry === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/.test(expiry) ? Date.parse(expiry) : NaN;
    // Pix: from 30 minutes to 30 days ahead.
    if (expiry !== undefined && (Number.isNaN(at) || at < options.now() + 30 * 60_000 - 1_000 || at > options.now() + 30 * 86_400_000)) {
      found.push({ code: 'bad_request', description: 'date_of_expiration must be between 30 minutes and 30 days from now' });
    }
    return found;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mercadopago.test');
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: header('x-idempotency-key'), authorization: header('authorization') });
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      if (header('authorization') !== `Bearer ${options.accessToken}`) return send(401, refusal(401, 'unauthorized', 'invalid access token'));
      if (url.pathname.startsWith('/v1/payments') && state.failNext !== undefined) {
        const { status, body } = state.failNext;
        state.failNext = undefined;
        return send(status, body);
      }
      if (req.method === 'POST' && url.pathname === '/v1/payments') {
        const key = header('x-idempotency-key');
        if (key === undefined || key === '') return send(400, refusal(400, 'bad_request', "Header X-Idempotency-Key can't be null"));
        const again = payments.find((p) => p.idempotencyKey === key);
        if (again !== undefined) return send(201, view(again));
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return send(400, refusal(400, 'bad_request', 'JSON parse error'));
        }
        const found = problems(body);
        if (found.length > 0) return send(400, refusal(400, 'bad_request', found[0]?.description ?? 'bad_request', found));
        const id = state.nextId++;
        const amountMinor = Math.round((body.transaction_amount as number) * 100);
        const qrCode = emvPayload({
          gui: 'br.gov.bcb.pix',
          merchantKey: randomUUID(),
          amountMinor,
          currency: '986',
          country: 'BR',
          merchantName: 'PERYA LTDA',
          merchantCity: 'SAO PAULO',
          reference: `mpqrinter${id}`.slice(0, 25),
        });
        const payment: FakeMercadoPagoPayment = { id, idempotencyKey: key, request: body, status: 'pending', statusDetail: 'pending_waiting_transfer', amount: body.transaction_amount as number, qrCode };
        payments.push(payment);
        return send(201, view(payment));
      }
      const one = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one !== null) {
        const payment = payments.find((p) => String(p.id) === one[1]);
        if (payment === undefined) return send(404, refusal(404, 'not_found', 'Payment not found', [{ code: 2000, description: 'Payment not found' }]));
        return send(200, view(payment));
      }
      if (req.method === 'GET' && url.pathname === '/users/me') {
        return send(200, { id: USER_ID, nickname: 'PERYALTDA', first_name: 'Perya', last_name: 'Ltda', country_id: 'BR', site_id: 'MLB', email: 'finance@perya.example', user_type: 'normal', status: { site_status: 'active' } });
      }
      return send(404, refusal(404, 'not_found', `resource ${url.pathname} not found`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Mercado Pago did not listen');

  return {
    url: `http://127.0.0.1:${address.port}`,
    payments,
    requests,
    get failNext() {
      return state.failNext;
    },
    set failNext(value) {
      state.failNext = value;
    },
    notification(paymentId, notify = {}) {
      const payment = payments.find((p) => p.id === paymentId);
      const target = new URL(typeof payment?.request.notification_url === 'string' ? payment.request.notification_url : 'http://127.0.0.1/x2/payment/webhook/mercadopago');
      target.searchParams.set('data.id', String(paymentId));
      target.searchParams.set('type', 'payment');
      const ts = notify.ts ?? Math.floor(options.now() / 1000);
      const requestId = notify.requestId ?? randomUUID();
      const v1 = createHmac('sha256', notify.secret ?? options.webhookSecret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
      const body = JSON.stringify({
        id: 12_000_000_000 + state.nextId++,
        live_mode: false,
        type: 'payment',
        date_created: new Date(options.now()).toISOString(),
        user_id: USER_ID,
        api_version: 'v1',
        action: notify.action ?? 'payment.updated',
        data: { id: String(paymentId) },
      });
      return { url: `${target.pathname}${target.search}`, headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }, body };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
