// The payment-channel port: a deposit order asks its channel's adapter for a checkout (a code to
// pay or a page to open); the provider later reports the outcome by webhook, which the adapter
// verifies. Only a verified webhook moves money (src/modules/wallet/deposits.ts). Verifying may
// call the provider back (a provider whose signature does not cover the payment's data is asked
// for the payment itself), so it is asynchronous.

export interface CheckoutRequest {
  readonly orderNo: string;
  /** The player who owns the order: a hosted checkout is bound to them. */
  readonly userId: number;
  readonly amountMinor: number;
  /** The channel's kind: how the player pays (page, pix, qr, gcash). */
  readonly kind: 'page' | 'pix' | 'qr' | 'gcash';
  readonly channelId: string;
  /** The channel's method (gcash, maya, qrph, online_banking, ...). */
  readonly method?: string | undefined;
  /** The provider's own code of the channel (e.g. Xendit's GCASH, QRPH, BPI_ONLINE_BANKING), when the config names one. */
  readonly providerChannel?: string | undefined;
  readonly payer: { readonly name?: string | undefined; readonly email?: string | undefined; readonly taxId?: string | undefined };
  readonly expiresAt: number;
  /** Where this server is reached by the player (scheme://host), for hosted pages. */
  readonly publicBaseUrl: string;
  /**
   * The brand app the player placed the order from (scheme://host): the request's Origin header,
   * only when it is an allowed CORS origin (CORS_ORIGINS; any localhost in development), else
   * undefined. A provider's page sends the player back there (cashInResultUrl), never elsewhere.
   */
  readonly appOrigin?: string | undefined;
}

/**
 * The brand app's cash-in result page of an order (packages/shell: HashRouter route /cashin/result,
 * which reads ?orderNo= and polls the order's status): where a provider's checkout returns the player.
 */
export function cashInResultUrl(appOrigin: string, orderNo: string): string {
  return `${appOrigin}/#/cashin/result?orderNo=${encodeURIComponent(orderNo)}`;
}

export interface Checkout {
  /** Copy-and-paste code / QR payload ('' when the player pays on the page). */
  readonly qrCode: string;
  /** Hosted checkout page ('' when the player pays by code only). */
  readonly payUrl: string;
  /** The provider's id of the payment. */
  readonly providerRef: string;
}

/** What a verified webhook says happened. */
export interface PaymentEvent {
  /** The provider's id of this event: a redelivery carries the same id. */
  readonly eventId: string;
  readonly orderNo: string;
  readonly providerRef: string;
  /**
   * paid and failed settle a pending order; pending changes nothing (not final yet); refunded and
   * charged_back (money taken back after a credit) are recorded for the operator, never applied.
   */
  readonly status: 'paid' | 'failed' | 'pending' | 'refunded' | 'charged_back';
  readonly amountMinor: number;
}


export interface PaymentAdapter {
  /** The adapter's name, also the last segment of its webhook path /x2/payment/webhook/{name}. */
  readonly name: string;
  /** True for a sandbox (fakes payments): one never runs beside a real payment adapter (buildApp refuses it). */
  readonly sandbox?: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The event of a webhook delivery, or undefined when its signature or shape is not valid. Rejects
   * (an error) only when an authentic delivery cannot be read now (the provider is unreachable):
   * the provider then delivers it again. `query` is the delivery URL's parsed query string (some
   * providers sign a query parameter).
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, query?: Readonly<Record<string, unknown>>): Promise<PaymentEvent | undefined>;
  /**
   * Whether a delivery verifyWebhook turned down is nonetheless the provider's own notice of no
   * outcome (verified, e.g. a pending status): answered 200 and changed nothing, so the provider
   * stops redelivering it. Unset: every such delivery is refused (401).
   */
  acknowledges?(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
}
