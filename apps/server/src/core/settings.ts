// The settings plugin: the operator's seed configuration of every module, read from the database once
// at start (or given by the caller: tests, test entries), decorated as `app.settings`. Several
// modules read one another's (the texts slots read most of them), so they are resolved here before
// any module plugin loads.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readGuaranteedConfig, readPromotionsConfig, type GuaranteedConfig, type PromotionsConfig } from '../modules/activity/config';
import { frontGameSeedSchema, readConfigValue, type FrontGameSeed } from '../modules/app/seed';
import { readBonusConfig, type BonusConfig } from '../modules/bonus/config';
import { readEngagementConfig, type EngagementConfig } from '../modules/engagement/config';
import { readLottoConfig, type LottoConfig } from '../modules/lotto/config';
import { readProtectionConfig, type ProtectionConfig } from '../modules/protection/config';
import { readInviteConfig, type InviteConfig } from '../modules/spread/config';
import { readWalletConfig, type WalletConfig } from '../modules/wallet/config';
import { CORE_PLUGIN } from './plugin';

export const SETTINGS_PLUGIN = 'perya-settings';

export interface Settings {
  readonly protection: ProtectionConfig;
  readonly engagement: EngagementConfig;
  readonly wallet: WalletConfig;
  readonly bonus: BonusConfig;
  readonly invite: InviteConfig | undefined;
  readonly guaranteed: GuaranteedConfig;
  readonly promotions: PromotionsConfig;
  readonly lotto: LottoConfig;
  /** The front page's game, as the operator stored it; undefined: none stored. */
  readonly frontGame: FrontGameSeed | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
  }
}

export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    const { deps, db } = app.core;
    const frontGameStored = await readConfigValue(db, 'front_game');
    const settings: Settings = {
      protection: deps.protectionConfig ?? (await readProtectionConfig(db)),
      engagement: deps.engagementConfig ?? (await readEngagementConfig(db)),
      wallet: deps.walletConfig ?? (await readWalletConfig(db)),
      bonus: deps.bonusConfig ?? (await readBonusConfig(db)),
      invite: deps.inviteConfig ?? (await readInviteConfig(db)),
      guaranteed: deps.guaranteedConfig ?? (await readGuaranteedConfig(db)),
      promotions: await readPromotionsConfig(db),
      lotto: deps.lottoConfig ?? (await readLottoConfig(db)),
      frontGame: frontGameStored === undefined ? undefined : frontGameSeedSchema.parse(JSON.parse(frontGameStored)),
    };
    app.decorate('settings', settings);
  },
  { name: SETTINGS_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
