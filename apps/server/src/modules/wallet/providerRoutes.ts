// Routes outside the x2 contract: payment webhooks (provider → server), the sandbox checkout page
// (the offline stand-in for a provider's hosted page) and the operator endpoints (/ops/*).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatMoney } from '@perya/domain';
import { okEnvelope } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { selfUrl } from '../../http/publicUrl';
import { sendHtml, type HtmlPolicy } from '../../http/securityHeaders';
import type { PaymentAdapter } from '../../adapters/payment/gateway';
import { CHECKOUT_TOKEN_PARAM, SANDBOX_CHECKOUT_PATH, type SandboxPaymentAdapter } from '../../adapters/payment/sandbox';
import { accountFrozen } from '../integrity/service';
import { auditLedger } from '../ledger/audit';
import type { DepositService } from './deposits';
import type { PayoutAdapter, WithdrawalService } from './withdrawals';
import type { OpsRoutes } from '../../http/ops';

export const WEBHOOK_PATH_PREFIX = '/x2/payment/webhook';

/** POST /x2/payment/webhook/{adapter}: a provider's signed notice; unverified ones change nothing. */
export function registerWebhookRoutes(app: FastifyInstance, adapters: ReadonlyMap<string, PaymentAdapter>, deposits: DepositService): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this scope keeps the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { adapter: string }; Querystring: Record<string, unknown> }>(`${WEBHOOK_PATH_PREFIX}/:adapter`, async (request, reply) => {
      const adapter = adapters.get(request.params.adapter);
      if (adapter === undefined) throw new AppError('NOT_FOUND');
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = await adapter.verifyWebhook(raw, request.headers, request.query);
      if (event === undefined && adapter.acknowledges?.(raw, request.headers) === true) {
        request.log.info({ adapter: adapter.name }, 'payment webhook acknowledged: no outcome in it');
        return reply.send(okEnvelope({ outcome: 'ignored:no_outcome' }));
      }
      if (event === undefined) {
        request.log.warn({ adapter: adapter.name }, 'payment webhook refused: bad signature or body');
        throw new AppError('UNAUTHORIZED');
      }
      const outcome = await deposits.applyPaymentEvent(adapter.name, event, raw);
      if (outcome === 'wrong_adapter') {
        request.log.warn({ adapter: adapter.name, orderNo: event.orderNo, eventId: event.eventId }, 'payment webhook refused: the order belongs to another adapter');
        throw new AppError('FORBIDDEN');
      }
      if (outcome === 'reversed') {
        // Money taken back after a credit: the balance is left as it is, for the finance team to decide.
        request.log.warn({ adapter: adapter.name, orderNo: event.orderNo, eventId: event.eventId, status: event.status, amount: event.amountMinor }, 'payment reversed by the provider (refund or chargeback): the operator must review the order');
      } else {
        request.log.info({ adapter: adapter.name, orderNo: event.orderNo, eventId: event.eventId, outcome }, 'payment webhook');
      }
      return reply.send(okEnvelope({ outcome }));
    });
  });
}

export const PAYOUT_WEBHOOK_PATH_PREFIX = '/x2/payout/webhook';

/**
 * POST /x2/payout/webhook/{adapter}: a payout provider's notice (issue 26). Verified by the
 * adapter (Xendit: x-callback-token), then the order is settled or its hold returned exactly once;
 * a redelivery answers what happened. Only the adapter stored on the order may settle it.
 */
export function registerPayoutWebhookRoutes(app: FastifyInstance, payouts: readonly PayoutAdapter[], withdrawals: WithdrawalService): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { adapter: string } }>(`${PAYOUT_WEBHOOK_PATH_PREFIX}/:adapter`, async (request, reply) => {
      const adapter = payouts.find((p) => p.name === request.params.adapter && p.verifyWebhook !== undefined);
      if (adapter?.verifyWebhook === undefined) throw new AppError('NOT_FOUND');
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = adapter.verifyWebhook(raw, request.headers);
      if (event === undefined) {
        request.log.warn({ adapter: adapter.name }, 'payout webhook refused: bad token or body');
        throw new AppError('UNAUTHORIZED');
      }
      const outcome = await withdrawals.applyPayoutEvent(adapter.name, event, raw);
      if (outcome === 'wrong_adapter') {
        request.log.warn({ adapter: adapter.name, orderNo: event.orderNo, eventId: event.eventId }, 'payout webhook refused: the order belongs to another adapter');
        throw new AppError('FORBIDDEN');
      }
      // A mismatch, or money paid after it was returned / returned after it was paid: finance must look.
      const alarming = outcome === 'mismatch' || outcome === 'unknown_order' || (event.status === 'paid' && outcome === 'ignored:failed') || (event.status !== 'paid' && outcome === 'ignored:success');
      const line = { adapter: adapter.name, orderNo: event.orderNo, eventId: event.eventId, status: event.status, outcome };
      if (alarming) request.log.error(line, 'payout webhook needs the finance team');
      else request.log.info(line, 'payout webhook');
      return reply.send(okEnvelope({ outcome }));
    });
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700}.code{word-break:break-all;font-family:monospace;background:#f2f2f5;padding:.75rem;border-radius:.5rem}
button{font-size:1rem;padding:.75rem 1.5rem;border-radius:.5rem;border:0;margin:.25rem;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.fail{background:#d1242f;color:#fff}.note{color:#666;font-size:.875rem}
</style></head><body>${body}</body></html>`;
}

/**
 * The sandbox checkout: GET shows the order (amount, Pix-style code) with "Pay" and "Fail"
 * buttons; POST acts as the provider and delivers the signed webhook to this server's own
 * listening address, then shows what the server answered.
 */
export function registerSandboxCheckout(app: FastifyInstance, sandbox: SandboxPaymentAdapter, deposits: DepositService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    // Its own style, a form posting back to itself; nothing runs, nobody frames it.
    const policy: HtmlPolicy = { frameAncestors: "'none'", formAction: "'self'" };
    const sendPage = (reply: FastifyReply, status: number, html: string) => sendHtml(reply, status, html, policy);

    /**
     * The order, when the request carries its owner's checkout token (the payUrl's `t`); else
     * undefined, and the same refusal whether the order exists or not (nothing to learn by guessing).
     */
    const authorised = async (request: FastifyRequest<{ Params: { orderNo: string }; Querystring: Record<string, unknown> }>) => {
      const token = request.query[CHECKOUT_TOKEN_PARAM];
      if (typeof token !== 'string' || token.length > 200) return undefined;
      const order = await deposits.find(request.params.orderNo);
      return order !== undefined && sandbox.checkoutAllowed(token, order.order_no, order.user_id) ? { order, token } : undefined;
    };
    const refused = (reply: FastifyReply) =>
      sendPage(reply, 403, page('Sandbox checkout', '<h1>This checkout link is not valid</h1><p>Open the payment again from the app.</p>'));

    scope.get<{ Params: { orderNo: string }; Querystring: Record<string, unknown> }>(`${SANDBOX_CHECKOUT_PATH}/:orderNo`, async (request, reply) => {
      const found = await authorised(request);
      if (found === undefined) return refused(reply);
      const { order, token } = found;
      const amount = formatMoney(order.amount);
      const open = order.status === 'pending';
      const body = `<h1>Payment sandbox</h1>
<p>Order <strong data-testid="order-no">${escapeHtml(order.order_no)}</strong></p>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
<p>Status: <strong data-testid="status">${escapeHtml(order.status)}</strong></p>
${order.qr_code === '' ? '' : `<p>Pix / QR code:</p><p class="code" data-testid="qr-code">${escapeHtml(order.qr_code)}</p>`}
${
  open
    ? `<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(order.order_no)}?${CHECKOUT_TOKEN_PARAM}=${encodeURIComponent(token)}">
<button class="pay" name="outcome" value="paid" data-testid="pay">Pay ${escapeHtml(amount)}</button>
<button class="fail" name="outcome" value="failed" data-testid="fail">Fail payment</button></form>`
    : ''
}
<p class="note">A sandbox: no real money moves. "Pay" sends the provider's signed webhook to the server.</p>`;
      return sendPage(reply, 200, page('Sandbox checkout', body));
    });

    scope.post<{ Params: { orderNo: string }; Querystring: Record<string, unknown> }>(`${SANDBOX_CHECKOUT_PATH}/:orderNo`, async (request, reply) => {
      const found = await authorised(request);
      if (found === undefined) return refused(reply);
      const { order } = found;
      const outcome = (request.body as Record<string, unknown> | undefined)?.outcome;
      if (outcome !== 'paid' && outcome !== 'failed') return sendPage(reply, 400, page('Sandbox checkout', '<h1>Choose pay or fail</h1>'));
      if (order.status !== 'pending' || order.provider_ref === null) {
        return sendPage(reply, 409, page('Sandbox checkout', `<h1>This order is ${escapeHtml(order.status)}</h1>`));
      }
      const delivered = await sandbox.deliver(`${selfUrl(app)}${WEBHOOK_PATH_PREFIX}/${sandbox.name}`, {
        eventId: `evt_${order.order_no}_${outcome}`,
        orderNo: order.order_no,
        providerRef: order.provider_ref,
        status: outcome,
        amountMinor: order.amount,
      });
      let result = 'error';
      try {
        result = String((JSON.parse(delivered.body) as { data?: { outcome?: string } }).data?.outcome ?? 'error');
      } catch {
        // keep 'error'
      }
      const body = `<h1>${outcome === 'paid' ? 'Payment sent' : 'Payment failed'}</h1>
<p>The server answered: <strong data-testid="webhook-outcome">${escapeHtml(result)}</strong></p>
<p class="note">You can return to the app now.</p>`;
      return sendPage(reply, delivered.status === 200 ? 200 : 502, page('Sandbox checkout', body));
    });
  });
}

/**
 * Operator endpoints: list pending withdrawals, approve or reject one (the sandbox payout's
 * decision), expire unpaid deposits, audit the ledger; registered behind OPERATOR_TOKEN by the operator plugin (src/http/ops.ts).
 */
export function walletOps(options: { db: Kysely<Database>; withdrawals: WithdrawalService; deposits: DepositService }): OpsRoutes {
  const { db, withdrawals, deposits } = options;
  return (scope) => {
    // Everything an operator paying by hand needs (a Brazilian bank also takes its agency code and account type).
    scope.get('/ops/withdrawals', async () => {
      const list = await withdrawals.pending();
      return okEnvelope({ list: list.map((w) => ({ orderNo: w.order_no, userId: w.user_id, amount: w.amount, fee: w.fee, actualAmount: w.actual_amount, method: w.method, bankCode: w.bank_code, bankName: w.bank_name, accountNo: w.account_no, accountName: w.account_name, agencyCode: w.agency_code, accountType: w.account_type, phone: w.phone, payoutAdapter: w.payout_adapter, payoutStatus: w.payout_status, createTime: w.created_at })) });
    });
    scope.post<{ Params: { orderNo: string; decision: string } }>('/ops/withdrawals/:orderNo/:decision', async (request) => {
      const { orderNo, decision } = request.params;
      if (decision !== 'approve' && decision !== 'reject') throw new AppError('NOT_FOUND');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const reason = typeof body.reason === 'string' ? body.reason : undefined;
      const operator = typeof body.operator === 'string' && body.operator !== '' ? body.operator : 'api';
      if (decision === 'approve') {
        // spec §6: a frozen account's balance stays put; its pending withdrawal waits (or is rejected back into it).
        const owner = await db
          .selectFrom('withdrawal_orders')
          .innerJoin('users', 'users.id', 'withdrawal_orders.user_id')
          .select('users.frozen_at')
          .where('withdrawal_orders.order_no', '=', orderNo)
          .executeTakeFirst();
        if (owner !== undefined && owner.frozen_at !== null) throw accountFrozen();
      }
      const row = await withdrawals.settle(orderNo, decision, `operator:${operator}`, reason);
      return okEnvelope({ orderNo: row.order_no, status: row.status, payoutStatus: row.payout_status, amount: row.amount, fee: row.fee, actualAmount: row.actual_amount });
    });
    scope.post('/ops/deposits/expire', async () => okEnvelope({ canceled: await deposits.expireDue() }));
    scope.get('/ops/ledger/audit', async () => okEnvelope(await auditLedger(db)));
  };
}

/** How often unpaid deposit orders past their expiry are canceled. */
export const DEPOSIT_EXPIRY_SWEEP_MS = 60_000;

/**
 * Cancels expired unpaid deposit orders once a minute while the server runs (reading an order
 * also cancels it when due), so a late payment meets a `canceled` order, not a `pending` one.
 */
export function scheduleDepositExpiry(app: FastifyInstance, deposits: DepositService): void {
  const timer = setInterval(() => {
    deposits.expireDue().then(
      (canceled) => {
        if (canceled > 0) app.log.info({ canceled }, 'expired deposit orders canceled');
      },
      (error: unknown) => app.log.error({ err: error }, 'deposit expiry sweep failed'),
    );
  }, DEPOSIT_EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
