// The wallet as a plugin: deposits (payment adapters, their webhooks, the sandbox checkout, the expiry
// sweep), withdrawals, the finance list and the balance stream; the operator's withdrawal decisions,
// deposit expiry and ledger audit under /ops. The payment adapters are the sandbox (PAYMENT_SANDBOX),
// the real ones the environment configures (MERCADOPAGO_*: Pix through Mercado Pago) and any given
// to buildApp in code; a channel names its adapter in the wallet config.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentAdapter } from '../../adapters/payment/gateway';
import { createMercadoPagoAdapter } from '../../adapters/payment/mercadoPago';
import { createSandboxPaymentAdapter } from '../../adapters/payment/sandbox';
import { XENDIT, createXenditPaymentAdapter, createXenditPayoutAdapter, xenditChannelOf, xenditPaymentMethodOf } from '../../adapters/payment/xendit';
import { ConfigError } from '../../config';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { BONUS_PLUGIN } from '../bonus/plugin';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { SESSIONS_PLUGIN } from '../account/sessionsPlugin';
import { SMS_PLUGIN } from '../sms/plugin';
import { SPREAD_PLUGIN } from '../spread/plugin';
import { TEXTS_PLUGIN } from '../texts/plugin';
import { WITHDRAWAL_FEEDBACK_PLUGIN } from '../withdrawalFeedback/plugin';
import { registerBalanceStream } from './balanceNews';
import { createDepositService, type DepositService } from './deposits';
import { createFinanceService, type FinanceService } from './finance';
import { registerPayoutWebhookRoutes, registerSandboxCheckout, registerWebhookRoutes, scheduleDepositExpiry, walletOps } from './providerRoutes';
import { walletHandlers } from './routes';
import { createWithdrawalService, sandboxPayoutAdapter, type WithdrawalService } from './withdrawals';

export const WALLET_PLUGIN = 'perya-wallet';

export interface WalletModule {
  readonly deposits: DepositService;
  readonly withdrawals: WithdrawalService;
  readonly finance: FinanceService;
}

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletModule;
  }
}

export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now, config, deps, limiter, passwords, baseUrl, balanceNews } = app.core;
    const { wallet: walletConfig, bonus: bonusConfig } = app.settings;
    const { service: protection, markets } = app.protection;
    // Real providers from the configuration (issue 26: XENDIT_*, MERCADOPAGO_*), then any given in code.
    const { xendit, mercadoPago } = config.payment;
    const configured = [
      ...(xendit === undefined ? [] : [createXenditPaymentAdapter(xendit)]),
      ...(mercadoPago === undefined ? [] : [createMercadoPagoAdapter({ ...mercadoPago, now })]),
    ];
    const given = [...configured, ...(deps.paymentAdapters ?? [])];
    // A Xendit channel must be one Xendit serves, and Xendit must be configured for it (a typo in the seed fails the start, not a player's deposit).
    const xenditProblems = walletConfig.payChannels
      .filter((c) => c.adapter === XENDIT)
      .flatMap((c) => {
        const code = xenditChannelOf(c);
        if (code === undefined || xenditPaymentMethodOf(code) === undefined) return [`wallet.payChannels ${c.id}: Xendit serves no channel '${code ?? c.method}' (providerChannel: GCASH, PAYMAYA, GRABPAY, SHOPEEPAY, QRPH or a *_ONLINE_BANKING code)`];
        return given.some((a) => a.name === XENDIT) ? [] : [`wallet.payChannels ${c.id} names adapter xendit: set XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN`];
      });
    if (xenditProblems.length > 0) throw new ConfigError(xenditProblems);
    // Issue 26 item 7b: the sandbox checkout never runs beside a real payment provider (its channels would pay for free next to real ones).
    const real = given.filter((adapter) => adapter.sandbox !== true).map((adapter) => adapter.name);
    if (config.payment.sandbox && real.length > 0) {
      throw new ConfigError([`PAYMENT_SANDBOX=1 cannot run beside a real payment adapter (${real.join(', ')}): set PAYMENT_SANDBOX=0`]);
    }
    const sandbox = config.payment.sandbox ? createSandboxPaymentAdapter({ secret: config.payment.webhookSecret, now }) : undefined;
    const paymentAdapters = new Map<string, PaymentAdapter>(
      // One given in code wins over the configured one of the same name (tests).
      [...(sandbox === undefined ? [] : [sandbox]), ...given].map((a) => [a.name, a]),
    );
    // Deposits grant their bonuses and settle invite rewards in the crediting transaction.
    const deposits = createDepositService({
      db,
      ledger,
      config: walletConfig,
      adapters: paymentAdapters,
      now,
      guard: protection,
      bonuses: app.bonuses,
      bonusConfig,
      afterCredit: (trx, credited) => app.invites.onDepositCredited(trx, credited.userId),
    });
    // Payouts: one given in code, Xendit when configured (GCash and PH banks), then the sandbox (an operator pays by hand).
    const payouts = [
      ...(deps.payoutAdapter === undefined ? [] : [deps.payoutAdapter]),
      ...(xendit === undefined ? [] : [createXenditPayoutAdapter(xendit, walletConfig.withdraw.payoutChannelCodes)]),
      sandboxPayoutAdapter,
    ];
    const withdrawals = createWithdrawalService({
      db,
      ledger,
      config: walletConfig,
      payouts,
      now,
      marketOf: markets.market,
      onPayoutError: (orderNo, error) => app.log.error({ orderNo, err: error }, 'automatic payout not started: the order waits for an operator'),
    });
    const finance = createFinanceService(db, ledger);
    app.decorate('wallet', { deposits, withdrawals, finance });

    app.core.endpoints(
      walletHandlers({ config: walletConfig, deposits, withdrawals, finance, limiter, passwords, sms: app.sms, publicBaseUrl: baseUrl, corsOrigins: config.corsOrigins, markets, texts: app.texts, withdrawalFeedback: app.withdrawalFeedback }),
    );
    registerWebhookRoutes(app, paymentAdapters, deposits);
    registerPayoutWebhookRoutes(app, payouts, withdrawals);
    scheduleDepositExpiry(app, deposits);
    if (sandbox !== undefined) registerSandboxCheckout(app, sandbox, deposits);
    app.core.opsRoutes(walletOps({ db, withdrawals, deposits }));
    registerBalanceStream(app, {
      corsOrigins: config.corsOrigins,
      news: balanceNews,
      authenticate: (token) => app.sessions.authenticate(token),
      read: async (userId) => {
        const wallet = await finance.summary(userId);
        return { balance: wallet.main, bonus: wallet.bonus, points: wallet.points, deposit: wallet.deposited };
      },
    });
  },
  {
    name: WALLET_PLUGIN,
    fastify: '5.x',
    dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, PROTECTION_PLUGIN, TEXTS_PLUGIN, SESSIONS_PLUGIN, SMS_PLUGIN, BONUS_PLUGIN, SPREAD_PLUGIN, WITHDRAWAL_FEEDBACK_PLUGIN],
  },
);
