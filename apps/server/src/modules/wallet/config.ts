// The operator's wallet configuration (seed file `wallet:`): cash-in and cash-out bounds, fees,
// the daily count and the cash-out window, payment channels, withdrawal destinations and
// deposit-bonus activities. The spec shows none of these numbers (§5, §9), so they are config.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MARKETS, banksOf, type Market } from '@perya/domain';
import { payChannel, payListActivityItem, positiveMinorUnits, minorUnits, timeOfDay, withdrawChannel, type WithdrawChannel } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { localizedTextSchema } from '../texts/texts';

const bounds = {
  presets: z.array(positiveMinorUnits),
  min: positiveMinorUnits,
  max: positiveMinorUnits,
};

/** A payment adapter's name (PaymentAdapter.name): the sandbox, or one given to buildApp. */
const adapterName = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/);

export const walletConfigSchema = z
  .object({
    recharge: z.object({
      ...bounds,
      /** Deposit bonus for deposits outside an activity, in basis points (0 = none). */
      bonusRateBps: z.number().int().min(0).max(10_000),
      /** An unpaid order is canceled after this many minutes. */
      orderTtlMinutes: z.number().int().min(1).max(24 * 60),
    }),
    withdraw: z.object({
      ...bounds,
      feeRateBps: z.number().int().min(0).max(10_000),
      feeFixed: minorUnits,
      /** Withdrawals per player per GMT+8 day. */
      dailyCountLimit: z.number().int().min(1).max(1000),
      /** The configured cash-out window (spec §3/§4), GMT+8. */
      startTime: timeOfDay,
      endTime: timeOfDay,
      /**
       * A withdrawal whose payout adapter pays by itself (Xendit) is sent to it without an
       * operator's approval when its amount is at or under this (minor units); 0: every one waits
       * for an approval.
       */
      autoPayoutMaxMinor: z.number().int().min(0).default(0),
      /** Our bank / e-wallet code → the payout provider's channel code, over its defaults (Xendit: XENDIT_PH_PAYOUT_CODES). */
      payoutChannelCodes: z.record(z.string().max(32), z.string().regex(/^[A-Z0-9_]{2,40}$/)).default({}),
    }),
    /** Deposit methods; `adapter` names the payment adapter that serves the channel. */
    // Built from the contract's shape (works whichever zod flavour the contract uses).
    payChannels: z
      .array(
        z.object({
          ...payChannel.shape,
          adapter: adapterName,
          /** The provider's own code of the channel (Xendit: GCASH, PAYMAYA, GRABPAY, SHOPEEPAY, QRPH, BPI_ONLINE_BANKING, ...); unset: the adapter's default for the method. */
          providerChannel: z.string().regex(/^[A-Z0-9_]{2,40}$/).optional(),
          /** A crypto cash-in (e.g. USDT): not offered, and refused, where the player's market bans crypto (issue 15). */
          crypto: z.boolean().optional(),
        }),
      )
      .min(1),
    /**
     * Withdrawal destinations beyond the banks of the player's market (@perya/domain banksOf):
     * e-wallets, crypto chains, an operator's own banks. `markets` limits one to those markets.
     */
    withdrawChannels: z.array(z.object({ ...withdrawChannel.shape, markets: z.array(z.enum(MARKETS)).min(1).optional() })).min(1),
    /** Deposit offers; the title (the offer's name) is one text or one per locale (texts/texts.ts). */
    depositActivities: z.array(z.object({ ...payListActivityItem.shape, title: localizedTextSchema(128) })).default([]),
  })
  .refine((c) => c.recharge.min <= c.recharge.max && c.withdraw.min <= c.withdraw.max, 'min must not exceed max')
  .refine((c) => new Set(c.payChannels.map((p) => p.id)).size === c.payChannels.length, 'payChannels ids must be unique');

export type WalletConfig = z.output<typeof walletConfigSchema>;
export type PayChannelConfig = WalletConfig['payChannels'][number];

export const WALLET_CONFIG_KEY = 'wallet';

/**
 * spec §1/§3: the withdrawal destinations of a market's player: the configured ones for that market
 * (or for every market), then the market's banks the config does not already list.
 */
export function withdrawChannelsFor(config: Pick<WalletConfig, 'withdrawChannels'>, market: Market): WithdrawChannel[] {
  const configured = config.withdrawChannels.filter((c) => c.markets === undefined || c.markets.includes(market)).map(({ markets: _markets, ...channel }) => channel);
  const listed = new Set(configured.filter((c) => c.method === 'bank').map((c) => c.code));
  const banks = banksOf(market)
    .filter((b) => !listed.has(b.code))
    .map((b) => ({ method: 'bank' as const, code: b.code, name: b.name, icon: '' }));
  return [...configured, ...banks];
}

export async function readWalletConfig(db: Kysely<Database>): Promise<WalletConfig> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', WALLET_CONFIG_KEY).executeTakeFirst();
  if (row === undefined) throw new Error('wallet config missing: the seed file has no `wallet` section');
  return walletConfigSchema.parse(JSON.parse(row.value));
}
