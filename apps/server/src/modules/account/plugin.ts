// Accounts as a plugin: registration and login (phone and password, SMS code, Google, Facebook), the
// player's profile, and the SMS and email code calls. Facebook Login: the configured app checked with the Graph
// API; without one, the sandbox's Facebook where FACEBOOK_SANDBOX is on (its SDK script and token door
// are served here); else off.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFacebookVerifier } from '../../adapters/identity/facebook';
import { createFacebookSandbox, FACEBOOK_SANDBOX_LOGIN_PATH, FACEBOOK_SANDBOX_SDK_PATH } from '../../adapters/identity/facebookSandbox';
import { createGoogleVerifier } from '../../adapters/identity/google';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { createLoginGuard } from '../../security/loginGuard';
import { BONUS_PLUGIN } from '../bonus/plugin';
import { creditTickets } from '../engagement/awards';
import { ENGAGEMENT_PLUGIN } from '../engagement/plugin';
import { secondAccountOf } from '../integrity/service';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { smsHandlers } from '../sms/routes';
import { emailHandlers } from '../email/routes';
import { EMAIL_PLUGIN } from '../email/plugin';
import { SMS_PLUGIN } from '../sms/plugin';
import { WALLET_PLUGIN } from '../wallet/plugin';
import { accountHandlers } from './routes';
import { createAccountService, type AccountService } from './service';
import { SESSIONS_PLUGIN } from './sessionsPlugin';

export const ACCOUNT_PLUGIN = 'perya-account';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
  }
}

export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, deps, limiter, passwords, baseUrl } = app.core;
    const { sessions, sms, emailCodes, bonuses, engagement } = app;
    const { service: protection, markets } = app.protection;
    const engagementConfig = app.settings.engagement;
    const facebookSandbox = config.facebook.graph === undefined && config.facebook.sandbox ? createFacebookSandbox(now) : undefined;
    const facebookVerifier =
      deps.facebookVerifier ??
      (facebookSandbox === undefined
        ? createFacebookVerifier(config.facebook.graph, { now })
        : createFacebookVerifier(facebookSandbox.graph, { now, fetch: facebookSandbox.fetch }));
    const accounts = createAccountService({
      db,
      sessions,
      sms,
      emailCodes,
      passwords,
      loginGuard: createLoginGuard(config.loginGuard, now),
      google: deps.googleVerifier ?? createGoogleVerifier(config.google, now),
      facebook: facebookVerifier,
      dialCode: config.phoneDialCode,
      now,
      checkBirthday: protection.checkSignUpBirthday,
      signUpBonus: markets.signUpBonus,
      // spec §6 "guests may register to play the wheel free": the welcome spins, to a player's first
      // account only (one account and one IP per player), in the registration's own transaction.
      onRegistered: async (trx, user) => {
        const count = engagementConfig.spin.welcomeTickets;
        if (count > 0 && (await secondAccountOf(trx, user.id)) === undefined) await creditTickets(trx, user.id, count, now());
      },
    });
    app.decorate('accounts', accounts);
    app.core.endpoints(
      accountHandlers(
        accounts,
        sessions,
        limiter,
        app.wallet.finance,
        config.phoneDialCode,
        (appCode) => protection.marketOf(appCode).market,
        (userId, locale) => engagement.vip.levelOf(userId, locale),
        (appCode) => bonuses.ruleOf(appCode),
      ),
    );
    app.core.endpoints(smsHandlers(sms, accounts, limiter));
    app.core.endpoints(emailHandlers(emailCodes, accounts, limiter));
    if (facebookSandbox !== undefined) {
      app.get(FACEBOOK_SANDBOX_SDK_PATH, async (_request, reply) =>
        reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(facebookSandbox.sdkScript(baseUrl())),
      );
      app.post<{ Body: unknown }>(FACEBOOK_SANDBOX_LOGIN_PATH, async (request, reply) => {
        const body = request.body as { key?: unknown } | null;
        const answer = typeof body?.key === 'string' ? facebookSandbox.login(body.key) : undefined;
        if (answer === undefined) return reply.status(400).send({ error: { message: 'Invalid sandbox key', type: 'OAuthException', code: 100 } });
        return reply.header('cache-control', 'no-store').send(answer);
      });
    }
  },
  {
    name: ACCOUNT_PLUGIN,
    fastify: '5.x',
    dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, PROTECTION_PLUGIN, SESSIONS_PLUGIN, SMS_PLUGIN, EMAIL_PLUGIN, BONUS_PLUGIN, ENGAGEMENT_PLUGIN, WALLET_PLUGIN],
  },
);
