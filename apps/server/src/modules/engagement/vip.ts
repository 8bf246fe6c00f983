// VIP level and upgrade progress (spec §1, §3, §9; POST /vip/slef-level), computed from the ledger:
// cumulative bet turnover and deposits. A level's upgrade reward is paid once, the first time the
// level is seen reached (claim key and ledger key `vip:{userId}:{level}`).
import { DEFAULT_LOCALE, formatMoney, gmt8PreviousMonth, vipScore, vipStanding, type LocaleCode } from '@perya/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger/ledger';
import type { AwardPayer } from './awards';
import type { EngagementConfig, VipLevelConfig } from './config';
import { betTurnover, depositTotal, type Executor } from './stats';
import { recordText, seedTexts, type TextResolver } from '../texts/texts';

const ALL_TIME = [0, Number.MAX_SAFE_INTEGER] as const;

export function vipRewardKey(userId: number, level: number): string {
  return `vip:${userId}:${level}`;
}

export interface VipDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly awards: AwardPayer;
  readonly config: EngagementConfig;
  readonly now: () => number;
  readonly texts?: TextResolver | undefined;
}

export function createVipService(deps: VipDeps) {
  const { db, ledger, awards, config, now } = deps;
  const levels = config.vip.levels;
  const texts = deps.texts ?? seedTexts;
  const nameOf = (l: VipLevelConfig, locale: LocaleCode) => texts.text(`vipLevel:${l.level}:name`, l.name, locale);
  const privilegesOf = (l: VipLevelConfig, locale: LocaleCode) => texts.list(`vipLevel:${l.level}:privileges`, l.privileges, locale);

  async function standing(ex: Executor, userId: number) {
    const [betAmount, deposit] = await Promise.all([betTurnover(ex, userId, ...ALL_TIME), depositTotal(ex, userId, ...ALL_TIME)]);
    return { betAmount, deposit, ...vipStanding(levels, { betAmount, deposit }) };
  }

  /** Pays the upgrade rewards of every level up to `level` not paid yet (each once, by its claim key). */
  async function payUpgradeRewards(userId: number, level: number): Promise<void> {
    const due = levels.filter((l): l is VipLevelConfig & { upgradeReward: NonNullable<VipLevelConfig['upgradeReward']> } => l.level <= level && l.upgradeReward !== undefined);
    if (due.length === 0) return;
    const keys = due.map((l) => vipRewardKey(userId, l.level));
    const paid = new Set((await db.selectFrom('engagement_claims').select('claim_key').where('claim_key', 'in', keys).execute()).map((r) => r.claim_key));
    const missing = due.filter((l) => !paid.has(vipRewardKey(userId, l.level)));
    if (missing.length === 0) return;
    await ledger.transaction(async (trx) => {
      for (const l of missing) {
        const key = vipRewardKey(userId, l.level);
        const claimed = await trx
          .insertInto('engagement_claims')
          .values({ claim_key: key, user_id: userId, kind: 'vip', award_type: l.upgradeReward.awardType, award: l.upgradeReward.award, created_at: now() })
          .onConflict((oc) => oc.column('claim_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (claimed === undefined) continue;
        await awards.pay(trx, { userId, awardType: l.upgradeReward.awardType, award: l.upgradeReward.award, kind: 'vip', title: `VIP ${recordText(l.name)} reward`, key, reference: `vip-${l.level}` });
      }
    });
  }

  return {
    /** The player's level and its name (for /x2/user/info), paying any upgrade reward now due. */
    async levelOf(userId: number, locale: LocaleCode = DEFAULT_LOCALE): Promise<{ level: number; name: string }> {
      const s = await standing(db, userId);
      await payUpgradeRewards(userId, s.current.level);
      return { level: s.current.level, name: nameOf(s.current, locale) };
    },

    /**
     * POST /vip/slef-level. Choices (spec §3 silent on them): `points` is the points wallet;
     * upgradePoints is the turnover still missing for the next level as VIP score (one per whole
     * peso, vipScore), upgradeDeposit the deposit still missing; lastMonthScore and
     * lastMonthDeposit are last GMT+8 calendar month's turnover score and deposits.
     */
    async selfLevel(userId: number, locale: LocaleCode = DEFAULT_LOCALE) {
      const s = await standing(db, userId);
      await payUpgradeRewards(userId, s.current.level);
      const month = gmt8PreviousMonth(now());
      const [lastMonthBet, lastMonthDeposit, balances] = await Promise.all([
        betTurnover(db, userId, month.from, month.to),
        depositTotal(db, userId, month.from, month.to),
        ledger.balances(userId),
      ]);
      return {
        level: s.current.level,
        levelName: nameOf(s.current, locale),
        nextLevelName: s.next === undefined ? null : nameOf(s.next, locale),
        currentActualBetAmount: s.betAmount,
        currentActualBetAmountFormat: formatMoney(s.betAmount),
        currentActualDeposit: s.deposit,
        currentActualDepositFormat: formatMoney(s.deposit),
        ruleBetAmount: s.ruleBetAmount,
        ruleBetAmountFormat: formatMoney(s.ruleBetAmount),
        ruleDeposit: s.ruleDeposit,
        ruleDepositFormat: formatMoney(s.ruleDeposit),
        points: balances.points,
        upgradePoints: s.upgradePoints,
        upgradeDeposit: s.upgradeDeposit,
        lastMonthScore: vipScore(lastMonthBet),
        lastMonthDeposit,
        privileges: privilegesOf(s.current, locale),
        levels: levels.map((l) => ({ level: l.level, name: nameOf(l, locale), ruleBetAmount: l.betAmount, ruleDeposit: l.deposit, privileges: privilegesOf(l, locale) })),
      };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
