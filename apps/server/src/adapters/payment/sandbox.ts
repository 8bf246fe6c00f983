// The sandbox payment channel: works offline. A checkout is an EMV (Pix-style) copy-and-paste
// code plus a hosted page on this server (/sandbox/checkout/{orderNo}); pressing "pay" there makes
// the sandbox act as the provider and POST an HMAC-SHA256-signed webhook to
// /x2/payment/webhook/sandbox. The signature header is `t=<unix seconds>,v1=<hex hmac of
// "<t>.<raw body>">`; deliveries older or newer than 5 minutes are refused (replay window).
// The checkout page is reached only through the payUrl the owner's recharge answer carried: its `t`
// query parameter is a checkout token `<expiresAt ms>.<hex HMAC-SHA256>` over the order number, the
// owner's user id and that expiry, keyed by a key derived from the webhook secret (issue 26 item 7:
// without it anyone who knew an order number could pay, or see, another player's order).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { emvPayload } from './emv';
import type { Checkout, CheckoutRequest, PaymentAdapter, PaymentEvent } from './gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_WEBHOOK_PATH = '/x2/payment/webhook/sandbox';
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
/** A signed delivery is accepted this long around its timestamp. */
export const SIGNATURE_TOLERANCE_S = 300;

const eventSchema = z.object({
  eventId: z.string().min(1).max(128),
  orderNo: z.string().min(1).max(40),
  providerRef: z.string().min(1).max(128),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().positive(),
});

export function signSandboxBody(secret: string, rawBody: string, timestampS: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampS}.${rawBody}`).digest('hex');
  return `t=${timestampS},v1=${mac}`;
}

/** The query parameter of the payUrl that carries the checkout token. */
export const CHECKOUT_TOKEN_PARAM = 't';

function checkoutMac(secret: string, orderNo: string, userId: number, expiresAt: number): string {
  // A key of its own, derived from the webhook secret: a checkout token is never a webhook signature.
  const key = createHmac('sha256', secret).update('perya:sandbox-checkout-token:v1').digest();
  return createHmac('sha256', key).update(`${orderNo}\n${userId}\n${expiresAt}`).digest('hex');
}

/** The checkout token of an order for its owner, valid until `expiresAt` (epoch ms). */
export function signCheckoutToken(secret: string, orderNo: string, userId: number, expiresAt: number): string {
  return `${expiresAt}.${checkoutMac(secret, orderNo, userId, expiresAt)}`;
}

export interface SandboxPaymentAdapter extends PaymentAdapter {
  /**
   * Whether `token` opens the checkout of `orderNo` for its owner `userId` now: signed by this
   * server for that order and owner, and not expired. Compared in constant time.
   */
  checkoutAllowed(token: unknown, orderNo: string, userId: number): boolean;
  /** Acts as the provider: builds, signs and delivers the webhook of an outcome to `webhookUrl`. */
  deliver(webhookUrl: string, event: Omit<PaymentEvent, 'eventId'> & { eventId?: string }): Promise<{ status: number; body: string }>;
}

export function createSandboxPaymentAdapter(options: { secret: string; now: () => number }): SandboxPaymentAdapter {
  const { secret, now } = options;
  const expected = (rawBody: string, t: number) => Buffer.from(signSandboxBody(secret, rawBody, t).split('v1=')[1] ?? '', 'hex');

  return {
    name: 'sandbox',
    sandbox: true,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const providerRef = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      const token = signCheckoutToken(secret, request.orderNo, request.userId, request.expiresAt);
      const payUrl = `${request.publicBaseUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(request.orderNo)}?${CHECKOUT_TOKEN_PARAM}=${token}`;
      const qrCode =
        request.kind === 'page'
          ? ''
          : emvPayload({
              gui: request.kind === 'pix' ? 'br.gov.bcb.pix' : request.kind === 'gcash' ? 'com.gcash' : 'ph.ppmi.p2m',
              merchantKey: `sandbox-${request.channelId}`,
              amountMinor: request.amountMinor,
              currency: '608',
              country: 'PH',
              merchantName: 'SANDBOX MERCHANT',
              merchantCity: 'MANILA',
              reference: request.orderNo,
            });
      return { qrCode, payUrl, providerRef };
    },

    checkoutAllowed(token, orderNo, userId) {
      const match = typeof token === 'string' ? /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token) : null;
      if (match === null) return false;
      const expiresAt = Number(match[1]);
      if (now() > expiresAt) return false;
      const given = Buffer.from(match[2] as string, 'hex');
      const wanted = Buffer.from(checkoutMac(secret, orderNo, userId, expiresAt), 'hex');
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },

    async verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const match = value === undefined ? null : /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(value);
      if (match === null) return undefined;
      const t = Number(match[1]);
      if (Math.abs(now() / 1000 - t) > SIGNATURE_TOLERANCE_S) return undefined;
      const given = Buffer.from(match[2] as string, 'hex');
      const wanted = expected(rawBody, t);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) return undefined;
      const e = parsed.data;
      return { eventId: e.eventId, orderNo: e.orderNo, providerRef: e.providerRef, status: e.status, amountMinor: e.amount };
    },

    async deliver(webhookUrl, event) {
      const body = JSON.stringify({
        eventId: event.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
        orderNo: event.orderNo,
        providerRef: event.providerRef,
        status: event.status,
        amount: event.amountMinor,
      });
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body, Math.floor(now() / 1000)) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.text() };
    },
  };
}
