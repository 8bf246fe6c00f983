// The seamless-wallet callback routes a provider calls (protocol.ts). They live in their own
// Fastify scope that keeps the raw body, because the signature covers the exact bytes sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okEnvelope } from '@perya/api/contract';
import { AppError } from '../../../http/errors';
import { headerValue } from '../../../http/handlers';
import { PROVIDER_HEADERS, WALLET_PATHS, verifySignature, walletRequests, type WalletAction } from './protocol';
import type { ProviderWallet } from './wallet';

export interface WalletRouteDeps {
  readonly wallet: ProviderWallet;
  readonly secret: string;
  /** Providers allowed to call (their x-provider name). */
  readonly providers: readonly string[];
  readonly now: () => number;
}

export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });

    function authenticate(request: FastifyRequest): { provider: string; body: unknown } {
      const raw = typeof request.body === 'string' ? request.body : '';
      const provider = headerValue(request.headers, PROVIDER_HEADERS.provider);
      const ok =
        provider !== undefined &&
        deps.providers.includes(provider) &&
        verifySignature(deps.secret, headerValue(request.headers, PROVIDER_HEADERS.timestamp), headerValue(request.headers, PROVIDER_HEADERS.signature), raw, deps.now());
      if (!ok || provider === undefined) {
        request.log.warn({ provider }, 'provider callback refused: bad signature');
        throw new AppError('FORBIDDEN');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new AppError('VALIDATION');
      }
      return { provider, body };
    }

    function route<A extends WalletAction>(action: A, run: (provider: string, input: ReturnType<(typeof walletRequests)[A]['parse']>) => Promise<unknown>) {
      scope.post(WALLET_PATHS[action], async (request) => {
        const { provider, body } = authenticate(request);
        const parsed = walletRequests[action].safeParse(body);
        if (!parsed.success) throw new AppError('VALIDATION');
        return okEnvelope(await run(provider, parsed.data as ReturnType<(typeof walletRequests)[A]['parse']>));
      });
    }

    route('balance', (provider, input) => deps.wallet.balance(provider, input.sessionToken));
    route('debit', (provider, input) => deps.wallet.debit(provider, input.sessionToken, input.roundId, input.gameId, input.amount));
    route('credit', (provider, input) => deps.wallet.credit(provider, input.sessionToken, input.roundId, input.gameId, input.amount));
    route('rollback', (provider, input) => deps.wallet.rollback(provider, input.sessionToken, input.roundId, input.gameId));
  });
}
