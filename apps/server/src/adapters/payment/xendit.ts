// Xendit (xendit.co), the Philippine cash-in and cash-out provider, through its official Node SDK
// (xendit-node, pinned). Three APIs are used, at the paths the SDK calls:
//   Cash in: POST /payment_requests (Payment Requests API; Idempotency-key = our order number),
//     one payment method per channel code:
//       EWALLET  GCASH, PAYMAYA (Maya), GRABPAY, SHOPEEPAY: the answer's actions[] carry the
//                e-wallet's checkout URL (url_type WEB / MOBILE / DEEPLINK) → the order's payUrl;
//       QR_CODE  QRPH: payment_method.qr_code.channel_properties.qr_string → the order's qrCode;
//       DIRECT_DEBIT type BANK_REDIRECT, a PH online-banking code (BPI_ONLINE_BANKING,
//                BDO_ONLINE_BANKING, UNIONBANK_ONLINE_BANKING, INSTAPAY_ONLINE_BANKING, ...): the
//                bank's login page → payUrl. (xendit-node exposes PH online banking this way, as
//                Direct Debit channel codes of the Payment Requests API.)
//     The outcome comes by webhook: {event: "payment.succeeded" | "payment.failed", business_id,
//     created, data: {id (py-...), payment_request_id (pr-...), reference_id, currency, amount,
//     country, status SUCCEEDED | FAILED | ..., failure_code, ...}}; amounts are in pesos.
//   Cash out: POST /v2/payouts (Payouts v2; the SDK requires the Idempotency-key header, ours is
//     the withdrawal order number, so a retried call never pays twice) with reference_id,
//     channel_code (PH_GCASH, a bank's InstaPay/PESONet code like PH_BDO), channel_properties
//     {account_holder_name, account_number}, amount, currency PHP. Its webhook: {event:
//     "payout.succeeded" | "payout.failed" | "payout.reversed", data: {id, reference_id, amount,
//     currency, status SUCCEEDED | FAILED | REVERSED, failure_code, ...}}.
//   Doctor: GET /balance (the cash balance), a harmless authenticated call.
// Every webhook carries the header x-callback-token: the account's callback verification token
// (dashboard → Settings → Webhooks), compared here in constant time. Nothing else is trusted.
// The SDK's API classes are built directly (not `new Xendit()`, which prints a warning about the
// key's prefix on every start); they are the same classes with the same base URL option.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Balance, PaymentRequest, Payout, XenditSdkError } from 'xendit-node';
import type { PaymentRequestParameters } from 'xendit-node/payment_request/models';
import type { PayoutAdapter } from '../../modules/wallet/withdrawals';
import { cashInResultUrl, type Checkout, type CheckoutRequest, type PaymentAdapter, type PaymentEvent } from './gateway';

export const XENDIT = 'xendit';
export const XENDIT_CALLBACK_HEADER = 'x-callback-token';
export const XENDIT_DEFAULT_API_URL = 'https://api.xendit.co';
/** How long one call to Xendit may take before the caller gives up on it (the SDK sets no timeout). */
export const XENDIT_TIMEOUT_MS = 15_000;

export interface XenditConfig {
  /** The secret API key (xnd_production_... / xnd_development_...): HTTP Basic user, empty password. */
  readonly secretKey: string;
  /** The callback verification token every webhook carries in x-callback-token. */
  readonly callbackToken: string;
  /** https://api.xendit.co unless a test points the SDK at a fake. */
  readonly apiUrl: string;
}

/** The e-wallets Xendit serves in the Philippines (Payment Requests API, EWALLET channel codes). */
export const XENDIT_PH_EWALLETS = ['GCASH', 'PAYMAYA', 'GRABPAY', 'SHOPEEPAY'] as const;
/** The provider channel a deposit channel of `method` uses when its config names none. */
export const XENDIT_DEFAULT_CHANNEL: Readonly<Record<string, string>> = {
  gcash: 'GCASH',
  maya: 'PAYMAYA',
  grabpay: 'GRABPAY',
  shopeepay: 'SHOPEEPAY',
  qrph: 'QRPH',
  online_banking: 'BPI_ONLINE_BANKING',
};

type MethodOf = { type: 'EWALLET' | 'QR_CODE'; code: string } | { type: 'DIRECT_DEBIT'; code: string };

/** How Xendit is asked to collect through `code`, or undefined when it is no PH channel we support. */
export function xenditPaymentMethodOf(code: string): MethodOf | undefined {
  if ((XENDIT_PH_EWALLETS as readonly string[]).includes(code)) return { type: 'EWALLET', code };
  if (code === 'QRPH') return { type: 'QR_CODE', code };
  if (/^[A-Z_]+_ONLINE_BANKING$/.test(code)) return { type: 'DIRECT_DEBIT', code };
  return undefined;
}

/** The Xendit channel of a deposit channel: its `providerChannel`, else the default of its method. */
export function xenditChannelOf(channel: { readonly method: string; readonly providerChannel?: string | undefined }): string | undefined {
  return channel.providerChannel ?? XENDIT_DEFAULT_CHANNEL[channel.method];
}

/**
 * Payout channel codes (Xendit Payouts v2, PHP) of our PH bank list (@perya/domain PH_BANKS) and
 * GCash. Check them against GET /payouts_channels?currency=PHP of the live account before going
 * live; `withdraw.payoutChannelCodes` in the wallet seed overrides or adds codes.
 */
export const XENDIT_PH_PAYOUT_CODES: Readonly<Record<string, string>> = {
  GCASH: 'PH_GCASH',
  BDO: 'PH_BDO',
  BPI: 'PH_BPI',
  MBTC: 'PH_MET',
  LBP: 'PH_LBP',
  PNB: 'PH_PNB',
  SECB: 'PH_SEC',
  UBP: 'PH_UBP',
  RCBC: 'PH_RCBC',
  CBC: 'PH_CBC',
  EWB: 'PH_EWB',
  PSB: 'PH_PSB',
  AUB: 'PH_AUB',
  MAYBANK: 'PH_MAY',
  CIMB: 'PH_CIMB',
  GOTYME: 'PH_GOTYME',
  SEABANK: 'PH_SEABANK',
  MAYABANK: 'PH_MAYA',
  MAYA: 'PH_PAYMAYA',
  DBP: 'PH_DBP',
  BOC: 'PH_BOC',
  PBCOM: 'PH_PBCOM',
  PVB: 'PH_PVB',
  SBA: 'PH_SBA',
  CBS: 'PH_CBS',
  BDONB: 'PH_BDN',
  PBB: 'PH_PBB',
  CTBC: 'PH_CTBC',
  HSBC: 'PH_HSBC',
};

/** Pesos (Xendit's amounts) from centavos, and back; a fraction of a centavo is no valid amount (NaN). */
export const toPesos = (minor: number): number => minor / 100;
export function toMinor(pesos: unknown): number {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos)) return Number.NaN;
  const minor = Math.round(pesos * 100);
  return Math.abs(minor - pesos * 100) < 1e-6 ? minor : Number.NaN;
}

/** Whether the delivery carries the account's callback token (constant time, any length). */
export function callbackTokenValid(headers: Record<string, string | string[] | undefined>, token: string): boolean {
  const header = headers[XENDIT_CALLBACK_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (given === undefined || given === '' || token === '') return false;
  // Hashes of equal length, so neither the token's length nor its bytes leak through timing.
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(token));
}

function parseJson(rawBody: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' && value.length <= 128 ? value : undefined);

/**
 * A webhook delivery of the product whose events start with `prefix` ('payment.', 'payout.'): the
 * token verified, then its data object with the fields every Xendit event carries; else undefined.
 */
function verifiedCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, token: string, prefix: string) {
  if (!callbackTokenValid(headers, token)) return undefined;
  const body = parseJson(rawBody);
  const data = body?.data;
  if (body === undefined || typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  const event = str(body.event);
  // Bounded to what the receipts table keeps (event id `<id>:<status>` ≤ 128, order number ≤ 40).
  const id = str(fields.id)?.slice(0, 100);
  const orderNo = str(fields.reference_id)?.slice(0, 40);
  const status = str(fields.status)?.slice(0, 16);
  if (event === undefined || !event.startsWith(prefix) || id === undefined || orderNo === undefined || status === undefined) return undefined;
  // An amount in another currency is no amount of the order (a mismatch).
  const amountMinor = fields.currency === 'PHP' ? toMinor(fields.amount) : Number.NaN;
  return { data: fields, id, orderNo, status, amountMinor };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Xendit gave no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Xendit's API classes for one account. */
export function createXenditApis(config: Pick<XenditConfig, 'secretKey' | 'apiUrl'>) {
  const opts = { secretKey: config.secretKey, xenditURL: config.apiUrl };
  return { paymentRequests: new PaymentRequest(opts), payouts: new Payout(opts), balance: new Balance(opts) };
}

/** The cash-in side: a Payment Request per deposit order; its webhooks settle the order. */
export function createXenditPaymentAdapter(config: XenditConfig): PaymentAdapter {
  const { paymentRequests } = createXenditApis(config);
  return {
    name: XENDIT,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const code = request.providerChannel ?? XENDIT_DEFAULT_CHANNEL[request.method ?? ''];
      const method = code === undefined ? undefined : xenditPaymentMethodOf(code);
      if (method === undefined) throw new Error(`Xendit serves no channel '${code ?? request.method ?? ''}' (channel ${request.channelId})`);
      // Where the e-wallet or bank sends the player back (success or failure alike): the brand app's
      // cash-in result page, which reads the order's status (the webhook, not the redirect, settles
      // it). Never this API server's origin. Without a trusted brand origin (the request's Origin
      // was not an allowed CORS origin) there is no page to return to, and Xendit requires one for
      // redirect channels: refused here, before the provider is asked (QR Ph needs none).
      const back = request.appOrigin === undefined ? undefined : cashInResultUrl(request.appOrigin, request.orderNo);
      if (back === undefined && method.type !== 'QR_CODE') throw new Error(`Xendit ${method.code} needs a return URL: the request came from no allowed brand origin (CORS_ORIGINS)`);
      const redirect = { successReturnUrl: back ?? '', failureReturnUrl: back ?? '' };
      const paymentMethod: PaymentRequestParameters['paymentMethod'] =
        method.type === 'EWALLET'
          ? { type: 'EWALLET', reusability: 'ONE_TIME_USE', ewallet: { channelCode: method.code as never, channelProperties: redirect } }
          : method.type === 'QR_CODE'
            ? // QR Ph takes no expiry of ours (Xendit sets it); an unpaid order is canceled by our own expiry.
              { type: 'QR_CODE', reusability: 'ONE_TIME_USE', qrCode: { channelCode: 'QRPH' } }
            : {
                type: 'DIRECT_DEBIT',
                reusability: 'ONE_TIME_USE',
                directDebit: { type: 'BANK_REDIRECT', channelCode: method.code as never, channelProperties: { ...redirect, ...(request.payer.email === undefined ? {} : { email: request.payer.email }) } },
              };
      const created = await withTimeout(
        paymentRequests.createPaymentRequest({
          idempotencyKey: request.orderNo,
          data: {
            referenceId: request.orderNo,
            amount: toPesos(request.amountMinor),
            currency: 'PHP',
            paymentMethod,
            description: `Deposit ${request.orderNo}`,
            metadata: { orderNo: request.orderNo },
          },
        }),
        XENDIT_TIMEOUT_MS,
      );
      const actions = created.actions ?? [];
      // A page to open: the web checkout first, else the app's (mobile / deep link).
      const page = ['WEB', 'MOBILE', 'DEEPLINK'].map((type) => actions.find((a) => a.urlType === type && a.url)?.url).find((url) => url !== undefined && url !== null) ?? '';
      const qrString = created.paymentMethod.qrCode?.channelProperties?.qrString ?? actions.find((a) => a.qrCode)?.qrCode ?? '';
      if (page === '' && qrString === '') throw new Error(`Xendit answered payment request ${created.id} with nothing to show the player (status ${created.status})`);
      return { payUrl: method.type === 'QR_CODE' ? '' : page, qrCode: method.type === 'QR_CODE' ? qrString : '', providerRef: created.id };
    },

    async verifyWebhook(rawBody, headers): Promise<PaymentEvent | undefined> {
      const callback = verifiedCallback(rawBody, headers, config.callbackToken, 'payment.');
      const providerRef = str(callback?.data.payment_request_id);
      if (callback === undefined || providerRef === undefined) return undefined;
      const { id, orderNo, status, amountMinor } = callback;
      // SUCCEEDED credits; FAILED (and an expired or canceled payment) fails the order; nothing else is an outcome.
      const outcome = status === 'SUCCEEDED' ? 'paid' : ['FAILED', 'EXPIRED', 'CANCELED', 'VOIDED'].includes(status) ? 'failed' : undefined;
      if (outcome === undefined) return undefined;
      return { eventId: `${id}:${status}`, orderNo, providerRef, status: outcome, amountMinor };
    },

    // A verified notice that is no outcome (a pending or awaiting-capture payment, a payment method's event).
    acknowledges: (rawBody, headers) => callbackTokenValid(headers, config.callbackToken) && parseJson(rawBody) !== undefined,
  };
}

/** What a verified payout webhook says happened. */
export interface PayoutEvent {
  readonly eventId: string;
  readonly orderNo: string;
  readonly providerRef: string;
  /** paid: the money reached the player; failed: it never left; reversed: it came back after leaving. */
  readonly status: 'paid' | 'failed' | 'reversed';
  readonly amountMinor: number;
}

/** A payout Xendit refused outright (a 4xx other than a conflict): nothing was or will be paid. */
export class PayoutRefusedError extends Error {
  override readonly name = 'PayoutRefusedError';
  constructor(readonly code: string) {
    super(`Xendit refused the payout (${code})`);
  }
}

export interface XenditPayoutRequest {
  readonly orderNo: string;
  readonly channelCode: string;
  readonly accountNo: string;
  readonly accountName: string;
  readonly amountMinor: number;
}

/** The cash-out side: one v2 payout per withdrawal order, the order number its idempotency key. */
export function createXenditPayouts(config: XenditConfig) {
  const { payouts } = createXenditApis(config);
  return {
    async create(request: XenditPayoutRequest): Promise<{ providerRef: string; status: string }> {
      try {
        const payout = await withTimeout(
          payouts.createPayout({
            idempotencyKey: request.orderNo,
            data: {
              referenceId: request.orderNo,
              channelCode: request.channelCode,
              channelProperties: { accountHolderName: request.accountName, accountNumber: request.accountNo },
              amount: toPesos(request.amountMinor),
              currency: 'PHP',
              description: `Withdrawal ${request.orderNo}`,
            },
          }),
          XENDIT_TIMEOUT_MS,
        );
        return { providerRef: payout.id, status: String(payout.status) };
      } catch (error) {
        // A definite refusal (bad request, forbidden channel, ...) created nothing; a conflict, a
        // 5xx or no answer may have created the payout: the caller keeps it in flight and retries
        // with the same idempotency key.
        if (error instanceof XenditSdkError) {
          const status = Number(error.status);
          if (status >= 400 && status < 500 && status !== 409 && status !== 429) throw new PayoutRefusedError(error.errorCode ?? `HTTP_${status}`);
        }
        throw error;
      }
    },

    verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutEvent | undefined {
      const callback = verifiedCallback(rawBody, headers, config.callbackToken, 'payout.');
      if (callback === undefined) return undefined;
      const { id, orderNo, status, amountMinor } = callback;
      const outcome = status === 'SUCCEEDED' ? 'paid' : status === 'FAILED' || status === 'CANCELLED' ? 'failed' : status === 'REVERSED' ? 'reversed' : undefined;
      if (outcome === undefined) return undefined;
      return { eventId: `${id}:${status}`, orderNo, providerRef: id, status: outcome, amountMinor };
    },
  };
}

export type XenditPayouts = ReturnType<typeof createXenditPayouts>;

/** GET /payouts_channels?currency=PHP: the payout channel codes this account can pay to (the doctor). */
export async function xenditPayoutChannelCodes(config: Pick<XenditConfig, 'secretKey' | 'apiUrl'>, timeoutMs: number): Promise<string[]> {
  const { payouts } = createXenditApis(config);
  const channels = await withTimeout(payouts.getPayoutChannels({ currency: 'PHP' }), timeoutMs);
  return channels.map((c) => c.channelCode);
}

/** GET /balance (cash, PHP): the doctor's harmless authenticated call. */
export async function xenditBalance(config: Pick<XenditConfig, 'secretKey' | 'apiUrl'>, timeoutMs: number): Promise<number> {
  const { balance } = createXenditApis(config);
  const answer = await withTimeout(balance.getBalance({ accountType: 'CASH', currency: 'PHP' }), timeoutMs);
  return answer.balance;
}

/**
 * The payout adapter of the wallet (modules/wallet/withdrawals.ts): pays GCash and the PH banks it
 * has a channel code for (`codes` over XENDIT_PH_PAYOUT_CODES); other destinations (crypto, other
 * markets' banks) stay with the operator's manual payout.
 */
export function createXenditPayoutAdapter(config: XenditConfig, codes: Readonly<Record<string, string>> = {}): PayoutAdapter {
  const payouts = createXenditPayouts(config);
  const channelCode = (d: { readonly method: string; readonly bankCode: string }): string | undefined =>
    d.method === 'gcash' || d.method === 'bank' ? (codes[d.bankCode] ?? XENDIT_PH_PAYOUT_CODES[d.bankCode]) : undefined;
  return {
    name: XENDIT,
    serves: (destination) => channelCode(destination) !== undefined,
    async pay(order) {
      const code = channelCode(order);
      if (code === undefined) throw new PayoutRefusedError('UNSUPPORTED_DESTINATION');
      const created = await payouts.create({ orderNo: order.orderNo, channelCode: code, accountNo: order.accountNo, accountName: order.accountName, amountMinor: order.actualAmount });
      return { providerRef: created.providerRef };
    },
    verifyWebhook: (rawBody, headers) => payouts.verifyWebhook(rawBody, headers),
  };
}
