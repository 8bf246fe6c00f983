// Real SMS gateways chosen per market (issue 26): the phone's dialling code names its market
// (+63 -> PH), SMS_GATEWAYS names the gateway of that market or the default one, and every text
// handed to a gateway gets a row in sms_messages with the gateway's id and delivery status: from the
// send's answer, then from Twilio's signed status callbacks or by polling Semaphore. The code rules
// (120 s resend, daily caps per phone and IP) stay in service.ts, before any gateway is called.
import type { Kysely } from 'kysely';
import { MARKET_DIAL_CODES, type Market } from '@perya/domain';
import type { Database } from '../../db/schema';
import {
  SmsProviderError,
  type SmsGateway,
  type SmsProvider,
  type SmsProviderName,
} from '../../adapters/sms/gateway';
import type { SemaphoreProvider } from '../../adapters/sms/semaphore';
import { TWILIO_BAD_NUMBER_CODES } from '../../adapters/sms/twilio';
import { AppError } from '../../http/errors';

/** The market a gateway serves, or every market without its own. */
export type SmsRouteKey = Market | 'default';

/** Statuses after which a gateway reports nothing more worth keeping (a later report never undoes them). */
const FINAL_STATUSES: ReadonlySet<string> = new Set([
  'delivered',
  'undelivered',
  'failed',
  'refunded',
  'canceled',
  'read',
]);
/** Semaphore statuses still moving: polled until they are Sent, Failed or Refunded. */
const SEMAPHORE_OPEN = ['queued', 'pending'];
/** Semaphore messages older than this are no longer polled. */
const POLL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The market of an E.164 phone by its dialling code (the longest that matches), if it is one of ours. */
export function marketOfPhone(phone: string): Market | undefined {
  let best: { market: Market; length: number } | undefined;
  for (const [market, code] of Object.entries(MARKET_DIAL_CODES) as [Market, string][]) {
    if (phone.startsWith(code) && (best === undefined || code.length > best.length))
      best = { market, length: code.length };
  }
  return best?.market;
}

/** +639171234567 -> +63******4567: what a log line may show of a phone. */
export function maskPhone(phone: string): string {
  return phone.length <= 7
    ? '***'
    : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

export interface SmsDeliveryLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface SmsDelivery extends SmsGateway {
  /** Records a status a gateway reported for one of its messages; unknown ids are ignored. */
  recordStatus(
    gateway: SmsProviderName,
    providerId: string,
    status: string,
    errorCode: string | undefined,
  ): Promise<boolean>;
  /** Asks Semaphore for the status of its open messages; answers how many were asked. */
  pollSemaphore(): Promise<number>;
}

export function createSmsDelivery(deps: {
  readonly db: Kysely<Database>;
  readonly now: () => number;
  readonly routes: ReadonlyMap<SmsRouteKey, SmsProvider>;
  readonly log: SmsDeliveryLog;
}): SmsDelivery {
  const { db, now, routes, log } = deps;
  const semaphore = [...routes.values()].find(
    (p): p is SemaphoreProvider => p.name === 'semaphore',
  );

  async function recordStatus(
    gateway: SmsProviderName,
    providerId: string,
    status: string,
    errorCode: string | undefined,
  ): Promise<boolean> {
    const next = status.toLowerCase().slice(0, 16);
    const row = await db
      .selectFrom('sms_messages')
      .select(['id', 'status'])
      .where('gateway', '=', gateway)
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    if (row === undefined) return false;
    // Callbacks may arrive out of order (sent after delivered): a final status stays.
    if (FINAL_STATUSES.has(row.status) && !FINAL_STATUSES.has(next)) return true;
    await db
      .updateTable('sms_messages')
      .set({
        status: next,
        updated_at: now(),
        ...(errorCode === undefined ? {} : { error_code: errorCode.slice(0, 32) }),
      })
      .where('id', '=', row.id)
      .execute();
    return true;
  }

  return {
    async send(message) {
      const market = marketOfPhone(message.phone);
      const key: SmsRouteKey = market !== undefined && routes.has(market) ? market : 'default';
      const provider = routes.get(key);
      if (provider === undefined) throw new AppError('FEATURE_DISABLED');
      const at = now();
      const row = {
        phone: message.phone,
        purpose: message.purpose,
        market: market ?? key,
        gateway: provider.name,
        created_at: at,
        updated_at: at,
      };
      try {
        const receipt = await provider.send(message.phone, message.body);
        await db
          .insertInto('sms_messages')
          .values({
            ...row,
            provider_id: receipt.providerId.slice(0, 64),
            status: receipt.status.slice(0, 16),
            error_code: null,
          })
          .execute();
        if (receipt.status === 'failed')
          throw new SmsProviderError(provider.name, 'failed', 'answered the message failed');
      } catch (error) {
        if (!(error instanceof SmsProviderError)) throw error;
        if (error.code !== 'failed') {
          await db
            .insertInto('sms_messages')
            .values({
              ...row,
              provider_id: null,
              status: 'failed',
              error_code: error.code.slice(0, 32),
            })
            .execute();
        }
        // Never the code nor the whole phone in the log.
        log.warn(
          {
            gateway: provider.name,
            market: row.market,
            phone: maskPhone(message.phone),
            errorCode: error.code,
          },
          `SMS not sent: ${error.message}`,
        );
        const badNumber =
          provider.name === 'twilio'
            ? TWILIO_BAD_NUMBER_CODES.has(error.code)
            : error.code === 'number';
        throw new AppError(badNumber ? 'PHONE_INVALID' : 'SERVER_ERROR');
      }
    },

    recordStatus,

    async pollSemaphore() {
      if (semaphore === undefined) return 0;
      const open = await db
        .selectFrom('sms_messages')
        .select(['provider_id'])
        .where('gateway', '=', 'semaphore')
        .where('status', 'in', SEMAPHORE_OPEN)
        .where('created_at', '>=', now() - POLL_WINDOW_MS)
        .where('provider_id', 'is not', null)
        .orderBy('created_at')
        .limit(100)
        .execute();
      for (const { provider_id: id } of open) {
        if (id === null) continue;
        try {
          await recordStatus('semaphore', id, await semaphore.status(id), undefined);
        } catch (error) {
          if (!(error instanceof SmsProviderError)) throw error;
          log.warn(
            { gateway: 'semaphore', errorCode: error.code },
            `SMS status not read: ${error.message}`,
          );
          if (error.code === 'unreachable') break;
        }
      }
      return open.length;
    },
  };
}
