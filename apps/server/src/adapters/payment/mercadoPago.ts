// Pix cash-in for Brazil through Mercado Pago (issue 26 item 2), with its official Node SDK
// (`mercadopago`). A checkout is a Pix payment (POST /v1/payments, payment_method_id 'pix'): the
// player copies its code (point_of_interaction.transaction_data.qr_code) or opens its ticket page.
// Mercado Pago's notification is signed over the payment's id, the delivery's x-request-id and a
// timestamp only (x-signature `ts=...,v1=<HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`),
// never over the body; so after the SDK's WebhookSignatureValidator accepts a delivery, the adapter
// reads the payment itself (GET /v1/payments/{id}) and trusts only that answer for the status,
// amount and order number (external_reference).
// Money: the order's centavos (integer) become the decimal BRL the API takes by string arithmetic,
// and the payment's decimal amount becomes centavos the same way; an amount that is not a whole
// number of centavos is never rounded (it can match no order).
// The SDK's base URL is a process-wide constant (AppConfig.BASE_URL, no option): a test pointing
// the adapter at a local fake (MERCADOPAGO_API_URL, refused in production) sets it just before each
// call and puts it back in the same synchronous step, before the SDK reads it for any other call.
import { MercadoPagoConfig, Payment, User, WebhookSignatureValidator } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { z } from 'zod';
import type { Checkout, CheckoutRequest, PaymentAdapter, PaymentEvent } from './gateway';

export const MERCADOPAGO_ADAPTER = 'mercadopago';
export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';
/** Where Mercado Pago notifies (the payment's notification_url, on PUBLIC_BASE_URL); it adds ?data.id=<id>&type=payment. */
export const MERCADOPAGO_WEBHOOK_PATH = `/x2/payment/webhook/${MERCADOPAGO_ADAPTER}`;
/** A notification is accepted this long around its signed timestamp (replay window). */
export const MERCADOPAGO_SIGNATURE_TOLERANCE_S = 300;

export interface MercadoPagoOptions {
  /** The seller's access token (APP_USR-... in production, TEST-... for Mercado Pago's test credentials). */
  readonly accessToken: string;
  /** The "secret signature" of the application's webhooks (Mercado Pago's dashboard, Webhooks). */
  readonly webhookSecret: string;
  /** The API's origin; tests point it at a local fake. */
  readonly apiUrl?: string | undefined;
  readonly now: () => number;
  /** How long one API call may take (the SDK's default is a minute, too long for a player waiting). */
  readonly timeoutMs?: number;
}

export interface MercadoPagoAdapter extends PaymentAdapter {
  /** The account the access token belongs to (GET /users/me): pnpm doctor's harmless call. */
  account(): Promise<{ id: number; nickname: string; siteId: string }>;
}

/** Centavos → the decimal BRL amount Mercado Pago takes (1050 → 10.5), exact. */
export function brlOfCentavos(minor: number): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error('amount must be whole centavos');
  // "10.50" as a number: its shortest decimal text is "10.5", which JSON sends exactly.
  return Number(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);
}

/** Mercado Pago's decimal BRL amount → centavos, or undefined when it is not a whole number of centavos. */
export function centavosOfBrl(amount: unknown): number | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return undefined;
  // A number's shortest decimal text is the decimal the API wrote (10.5, 0.29, 100).
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (match === null) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An ISO 8601 time with milliseconds and Brasília's offset (no daylight time since 2019), as Mercado Pago's examples write it. */
export function brasiliaTime(epochMs: number): string {
  return new Date(epochMs - 3 * 60 * 60 * 1000).toISOString().replace('Z', '-03:00');
}

/** The payment's statuses (Mercado Pago's Payments API) → what the wallet does with them. */
const STATUS: Readonly<Record<string, PaymentEvent['status']>> = {
  approved: 'paid',
  rejected: 'failed',
  cancelled: 'failed',
  refunded: 'refunded',
  charged_back: 'charged_back',
  // Not final yet: nothing moves until the payment's next notification.
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  in_mediation: 'pending',
};

const createdSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  status: z.string(),
  point_of_interaction: z.object({ transaction_data: z.object({ qr_code: z.string().min(1), ticket_url: z.string().optional() }) }),
});

const paymentSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  status: z.string(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
});

const notificationSchema = z.object({ type: z.string().optional(), data: z.object({ id: z.union([z.string(), z.number()]) }) });

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** CPF (11 digits) or CNPJ (14 digits) as Mercado Pago's payer.identification. */
function identification(taxId: string | undefined): { type: 'CPF' | 'CNPJ'; number: string } {
  const digits = (taxId ?? '').replace(/\D/g, '');
  if (digits.length === 11) return { type: 'CPF', number: digits };
  if (digits.length === 14) return { type: 'CNPJ', number: digits };
  throw new Error('a Pix payer needs a CPF or CNPJ');
}

export function createMercadoPagoAdapter(options: MercadoPagoOptions): MercadoPagoAdapter {
  const { accessToken, webhookSecret, now } = options;
  const baseUrl = (options.apiUrl ?? MERCADOPAGO_API_URL).replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 10_000;

  /**
   * One SDK call against this adapter's API. A fresh config per call: the SDK keeps a call's
   * requestOptions (its idempotency key) in the config it was given, for every later call.
   */
  function call<T>(run: (config: MercadoPagoConfig) => Promise<T>, idempotencyKey?: string): Promise<T> {
    const config = new MercadoPagoConfig({ accessToken, options: { timeout, maxRetries: 1, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) } });
    if (baseUrl === MERCADOPAGO_API_URL) return run(config);
    const previous = AppConfig.BASE_URL;
    (AppConfig as { BASE_URL: string }).BASE_URL = baseUrl;
    try {
      // The SDK builds the URL before its first await: this call's request goes to baseUrl.
      return run(config);
    } finally {
      (AppConfig as { BASE_URL: string }).BASE_URL = previous;
    }
  }

  return {
    name: MERCADOPAGO_ADAPTER,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (request.kind !== 'pix') throw new Error(`Mercado Pago serves Pix channels here, not '${request.kind}'`);
      const [firstName = '', ...rest] = (request.payer.name ?? '').trim().split(/\s+/);
      const created = await call(
        (config) =>
          new Payment(config).create({
            body: {
              payment_method_id: 'pix',
              transaction_amount: brlOfCentavos(request.amountMinor),
              description: `Deposit ${request.orderNo}`,
              external_reference: request.orderNo,
              notification_url: `${request.publicBaseUrl}${MERCADOPAGO_WEBHOOK_PATH}`,
              date_of_expiration: brasiliaTime(request.expiresAt),
              payer: {
                email: request.payer.email ?? '',
                first_name: firstName,
                ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
                identification: identification(request.payer.taxId),
              },
            },
          }),
        // One payment per order, whatever the retries.
        `perya-deposit-${request.orderNo}`,
      );
      const parsed = createdSchema.safeParse(created);
      if (!parsed.success) throw new Error('Mercado Pago answered a payment without a Pix code');
      if (parsed.data.status !== 'pending') throw new Error(`Mercado Pago created the Pix payment as ${parsed.data.status}`);
      const data = parsed.data.point_of_interaction.transaction_data;
      return { qrCode: data.qr_code, payUrl: data.ticket_url ?? '', providerRef: String(parsed.data.id) };
    },

    async verifyWebhook(rawBody, headers, query = {}) {
      let body: z.infer<typeof notificationSchema>;
      try {
        const parsed = notificationSchema.safeParse(JSON.parse(rawBody));
        if (!parsed.success) return undefined;
        body = parsed.data;
      } catch {
        return undefined;
      }
      if (body.type !== undefined && body.type !== 'payment') return undefined;
      // Mercado Pago signs the data.id of the notification URL's query; the body's must be the same payment.
      const queryId = query['data.id'];
      const dataId = (typeof queryId === 'string' ? queryId : String(body.data.id)).toLowerCase();
      if (dataId !== String(body.data.id).toLowerCase() || !/^\d{1,20}$/.test(dataId)) return undefined;
      const requestId = single(headers['x-request-id']);
      if (requestId === undefined || requestId === '') return undefined;
      try {
        WebhookSignatureValidator.validate({
          xSignature: single(headers['x-signature']),
          xRequestId: requestId,
          dataId,
          secret: webhookSecret,
          toleranceSeconds: MERCADOPAGO_SIGNATURE_TOLERANCE_S,
          now,
        });
      } catch {
        return undefined;
      }
      // Authentic: read the payment itself (a failure here rejects, and Mercado Pago delivers again).
      const payment = paymentSchema.parse(await call((config) => new Payment(config).get({ id: dataId })));
      if (String(payment.id) !== dataId) return undefined;
      const amount = payment.currency_id === 'BRL' ? centavosOfBrl(payment.transaction_amount) : undefined;
      return {
        // One event per payment and status: a redelivery is the same event, the next status a new one.
        eventId: `${dataId}:${payment.status}`,
        orderNo: payment.external_reference ?? '',
        providerRef: dataId,
        status: STATUS[payment.status] ?? 'pending',
        // Not BRL, or not whole centavos: matches no order (refused as amount_mismatch).
        amountMinor: amount ?? -1,
      };
    },

    async account() {
      const me = (await call((config) => new User(config).get())) as { id?: unknown; nickname?: unknown; site_id?: unknown };
      return { id: Number(me.id), nickname: String(me.nickname ?? ''), siteId: String(me.site_id ?? '') };
    },
  };
}
