// What buildApp is given: the configuration, the database and the clock, and every adapter or seed
// configuration a test (or a test entry) may replace. Each module plugin reads its own part.
import type { Config } from './config';
import type { Db } from './db/database';
import type { SmsGateway } from './adapters/sms/gateway';
import type { EmailSender } from './adapters/email/mailer';
import type { GoogleVerifier } from './adapters/identity/google';
import type { FacebookVerifier } from './adapters/identity/facebook';
import type { AdTrackingSink } from './adapters/adTracking/sink';
import type { PaymentAdapter } from './adapters/payment/gateway';
import type { PriceFeed } from './adapters/tradeFeed/feed';
import type { IdentityAdapter } from './adapters/kyc/adapter';
import type { GameConfigs } from '@perya/games/engines';
import type { WalletConfig } from './modules/wallet/config';
import type { PayoutAdapter } from './modules/wallet/withdrawals';
import type { Catalogue } from './modules/games/catalogue';
import type { GameProviderAdapter } from './modules/games/provider/adapter';
import type { SabongSchedule } from './modules/games/inhouse/sabong';
import type { LogStore } from './modules/telemetry/store';
import type { EngagementConfig } from './modules/engagement/config';
import type { BonusConfig } from './modules/bonus/config';
import type { GuaranteedConfig } from './modules/activity/config';
import type { InviteConfig } from './modules/spread/config';
import type { LottoConfig } from './modules/lotto/config';
import type { ProtectionConfig } from './modules/protection/config';

export interface AppDeps {
  readonly config: Config;
  /** An open, migrated database. buildApp does not close it; the caller owns it. */
  readonly database: Db;
  /** Clock in epoch ms; tests move it. */
  readonly now?: () => number;
  readonly smsGateway?: SmsGateway;
  /** Where email codes go; default: SMTP when configured, else the sandbox outbox (EMAIL_SANDBOX). */
  readonly emailSender?: EmailSender;
  /** Where ad-tracking events go; default: config.adTracking.url's ad system, or nowhere when unset. */
  readonly adTrackingSink?: AdTrackingSink;
  readonly googleVerifier?: GoogleVerifier;
  readonly facebookVerifier?: FacebookVerifier;
  /** Where log lines go (tests capture them); default stdout. */
  readonly logStream?: NodeJS.WritableStream;
  /** SMS (and email) code generator (tests only). */
  readonly generateSmsCode?: () => string;
  /** Payment adapters besides the sandbox (which config.payment.sandbox turns on). */
  readonly paymentAdapters?: readonly PaymentAdapter[];
  /** Who pays withdrawals out; default the sandbox (an operator decides). */
  readonly payoutAdapter?: PayoutAdapter;
  /** Wallet configuration; default: the seed's, read from the database. */
  readonly walletConfig?: WalletConfig;
  /** The game catalogue; default: read from config.gamesFile. */
  readonly catalogue?: Catalogue;
  /** Third-party game provider; default: the sandbox provider. */
  readonly gameProvider?: { readonly name: string; readonly adapter: GameProviderAdapter };
  /** In-house game configuration (stake limits, tables); default: the engines' defaults. */
  readonly gameConfigs?: GameConfigs;
  /**
   * Sabong's sandbox schedule (automatic fights with random results); default: config.sabongSandbox
   * (SABONG_SANDBOX; otherwise the operator runs fights through /ops/sabong). null: off.
   */
  readonly sabongSchedule?: SabongSchedule | null;
  /** The log store (client logs, events); default: opened at config.logs.file and closed with the app. */
  readonly logStore?: LogStore;
  /** VIP, missions, sign-in, spin and weekly prize configuration; default: the seed's, read from the database. */
  readonly engagementConfig?: EngagementConfig;
  /** Bonus rules (turnover, expiry, first-deposit bonus); default: the seed's, read from the database. */
  readonly bonusConfig?: BonusConfig;
  /** Guaranteed-payout activities; default: the seed's. */
  readonly guaranteedConfig?: GuaranteedConfig;
  /** The invite link and reward rule; default: the seed's. */
  readonly inviteConfig?: InviteConfig;
  /**
   * The trading price feed; default: Binance's when config.tradeFeed.binance (TRADE_FEED=binance),
   * the seeded sandbox walk when config.tradeFeed.sandbox (TRADE_FEED_SANDBOX), else none (trading
   * answers "not available"). null: none.
   */
  readonly priceFeed?: PriceFeed | null;
  /** The lotto games' schedule; default: the seed's. */
  readonly lottoConfig?: LottoConfig;
  /** How often the lotto scheduler runs (ms); null: only its first pass at start (tests). */
  readonly lottoTickMs?: number | null;
  /** The market and licence exceptions (player protection); default: the seed's. */
  readonly protectionConfig?: ProtectionConfig;
  /**
   * The identity provider (KYC); default: the sandbox when config.kyc.sandbox (KYC_SANDBOX), else
   * none (identity checks answer "not available"). null: none.
   */
  readonly identityAdapter?: IdentityAdapter | null;
}
