// The BrandConfig type: everything that makes one brand differ from another is data here
// (ARCHITECTURE.md "A brand is configuration"). Shared code reads these fields and never a brand name.
import type { LocaleCode, Market } from '@perya/domain';
import { popupIdsOf, type PopupId, type PopupSetName } from '@perya/ui/popups';
import type { mainTheme } from '@perya/ui/themes/main';

/** The theme a brand wears: one of packages/ui's themes (`@perya/shell/themes/<name>`). */
export type BrandTheme = typeof mainTheme;

/** Where a wallet action goes (spec §2 "Deposit" / "Withdraw"). */
export type WalletTarget =
  | { readonly kind: 'route'; readonly path: string }
  /** The v3 cash-in popup of the black-gold themes. */
  | { readonly kind: 'popup' };

/**
 * How a guest reaches login (spec §2): the `/login?type=` page, the brand-specific
 * `/brandlogin?type=` page, or the black-gold login popup with tabs 0 (register) and 1 (login).
 */
export type LoginSurface =
  | { readonly kind: 'page'; readonly path: '/login' | '/brandlogin' }
  | { readonly kind: 'popup' };

/** Which set of overlay popups a brand mounts (spec §2): the base set, or base + black-gold v3/v4. */
export type PopupSet = 'base' | 'blackGold';

/**
 * Each behaviour a brand switches, named for what a player sees (ARCHITECTURE "A brand is
 * configuration"). Shared code asks for the one capability it needs and never compares a brand or
 * popup-set name; a brand config states them in `capabilities`, and any it leaves out take the
 * default of its popup set (`popupSetCapabilities`).
 */
export interface BrandCapabilities {
  /** The overlay popup sets the popup host mounts: `base`, plus `blackGold` for the black-gold set. */
  readonly popupSets: readonly PopupSetName[];
  /**
   * Tapping a game tile in a home lobby plate first opens the game-entry popup (cover, favourite,
   * play or demo); off, the tile opens the game straight away.
   */
  readonly gameEntryPopup: boolean;
  /**
   * A player without a bound phone sees a "bind phone" button on the cash-out page that opens the
   * bind popup there; off, the page shows no bind prompt (binding is in the profile).
   */
  readonly cashOutBindPrompt: boolean;
  /**
   * The profile's email and phone rows open the bind popup; off, the profile shows the bind-email
   * and bind-phone forms inline.
   */
  readonly profileBindPopup: boolean;
  /** The invite page has a "ranking" button that opens the invite ranking popup; off, no ranking. */
  readonly inviteRankingPopup: boolean;
  /**
   * The register form (login page or login sheet) has a button under the invite-code field that
   * opens the invite-code popup to enter or paste a code; off, only the field.
   */
  readonly inviteCodeButton: boolean;
  /**
   * How the spin wheel's result shows when it stops: `luckResult`, the luck-result popup with the
   * prize and "spin again"; `win`, the win popup (the amount, the prize or "try again").
   */
  readonly spinResult: 'luckResult' | 'win';
  /**
   * Lotto's "how to play" opens the rules popup and a drawn result can be replayed in the draw
   * video popup; off, the rules unfold inline and there is no replay.
   */
  readonly lottoPopups: boolean;
  /**
   * The guaranteed daily bonus at start-up (spec §4): `redBag`, the red-bag popup that opens on the
   * amount; `bonus`, the bonus popup.
   */
  readonly guaranteedBonus: 'redBag' | 'bonus';
  /**
   * The account and profile "language" row opens the language popup; off, the profile shows the
   * language picker inline (the account row links to it).
   */
  readonly languagePopup: boolean;
  /** Signing out (here or everywhere) asks in the logout popup; off, in an inline confirmation. */
  readonly logoutPopup: boolean;
}

/** What a brand config may state: the popup sets follow from `popupSet`. */
export type BrandCapabilityChoices = Omit<BrandCapabilities, 'popupSets'>;

/**
 * The capabilities of a popup set, the default for each one a brand config leaves out: the
 * black-gold set turns on every behaviour built on its popups, the base set none of them. This is
 * the only place that reads a popup-set name for behaviour (brandCapabilities.test.ts keeps it so).
 */
export function popupSetCapabilities(popupSet: PopupSet): BrandCapabilities {
  const blackGold = popupSet === 'blackGold';
  return {
    popupSets: blackGold ? ['base', 'blackGold'] : ['base'],
    gameEntryPopup: blackGold,
    cashOutBindPrompt: blackGold,
    profileBindPopup: blackGold,
    inviteRankingPopup: blackGold,
    inviteCodeButton: blackGold,
    spinResult: blackGold ? 'luckResult' : 'win',
    lottoPopups: blackGold,
    guaranteedBonus: blackGold ? 'redBag' : 'bonus',
    languagePopup: blackGold,
    logoutPopup: blackGold,
  };
}

/** The popups a capability opens when on: each must be in a popup set the brand mounts. */
function popupsOpened(c: BrandCapabilities, wallet: BrandConfig['wallet']): PopupId[] {
  const ids: PopupId[] = [];
  if (c.gameEntryPopup) ids.push('gameEntry');
  if (c.cashOutBindPrompt || c.profileBindPopup) ids.push('bind');
  if (c.inviteRankingPopup) ids.push('inviteRanking');
  if (c.inviteCodeButton) ids.push('inviteCode');
  ids.push(c.spinResult === 'luckResult' ? 'luckResult' : 'win');
  if (c.lottoPopups) ids.push('lottoDescription', 'lottoVideo');
  ids.push(c.guaranteedBonus === 'redBag' ? 'redBag' : 'bonus');
  if (c.languagePopup) ids.push('language');
  if (c.logoutPopup) ids.push('logout');
  if (wallet.cashIn.kind === 'popup') ids.push('cashIn', 'cashInConfirm');
  return ids;
}

/**
 * Where whitelisted events go (spec §6): nowhere for the main app, the native Android bridge
 * (`pushCustom`), or the attribution service for invite-brand H5.
 */
export type EventTransportKind = 'none' | 'androidBridge' | 'attribution';

/** One entry of the bottom tab bar (spec §2 "Tab bar entries"). */
export interface TabEntry {
  /** i18n key of the label. */
  readonly labelKey: string;
  /** Icon name from the shell's icon set. */
  readonly icon: TabIcon;
  /** Route the tab opens, or the wallet's deposit target when `deposit` is true. */
  readonly to: string | { readonly deposit: true };
  /** The centre tab is raised (DESIGN.md). */
  readonly raised?: boolean;
}

export const TAB_ICONS = ['home', 'invite', 'menu', 'ring', 'scratch', 'crash', 'color', 'wallet', 'account', 'promo', 'deposit'] as const;
export type TabIcon = (typeof TAB_ICONS)[number];

/** Optional features a brand switches on; a route or start-up step of a feature runs only when on. */
export interface BrandFeatures {
  /** The other v3 routes (/v3Promo ...); lotto, all-games search and the v3 invite pages are their own switches. */
  readonly v3Routes: boolean;
  /** Lotto (spec §2 /lotto, /lottoResults, /lottoHistory, /lottoPanel): any brand may switch it on. */
  readonly lotto: boolean;
  /** The all-games search (spec §2 /allgames), with its search field and type chips on the home lobby. */
  readonly allGames: boolean;
  /** The v3 invite pages (spec §2 /v3invite, /v3inviteDetail); the older /invite pages stay. */
  readonly v3Invite: boolean;
  /** Demo play of jump, ring and dice for guests (spec §6). */
  readonly demo: boolean;
  /** Start-up protect-migration check (spec §4) when a token exists. */
  readonly protectMigration: boolean;
  /** Records `brandH5.enter` at start-up (spec §4: brand H5, not invite). */
  readonly brandH5Enter: boolean;
  /** The clean-app variant records `newApp.enter` once, guarded by a stored flag (spec §4). */
  readonly newAppEnter: boolean;
  /** Show the first-run welcome guide. */
  readonly welcomeGuide: boolean;
  /** Daily-once Telegram popup (spec §4). */
  readonly dailyTelegramPopup: boolean;
  /**
   * The binary up/down trading area (spec §1): /trade (markets), /trade/detail?symbol= (chart and
   * ticket), /trade/orders (active and history). The spec lists no trading routes in §2, only the
   * implied "Trade" and "Order" tabs and the main app's "deep link to a trade detail page", so the
   * paths are ours; on for the main app (which the deep link opens) and black-gold v3.
   */
  readonly trading: boolean;
}

export interface BrandConfig {
  /** Folder name of the brand (kebab case); used for storage prefixes and the manifest id. */
  readonly id: string;
  /**
   * The brand's one name (brand.meta.ts), everywhere: title bar, manifest, home header, login,
   * share and download page. Shared code writes no other name of a product (brandNeutral.test.ts).
   */
  readonly title: string;
  /** URL of the brand's logo (an asset of the app). */
  readonly logo: string;
  readonly theme: BrandTheme;
  /** App code sent with events and server calls; main apps carry the main-brand prefix (spec §6). */
  readonly appCode: string;
  /** Main app receives migrated accounts; a child app offers migration tips (spec §4). */
  readonly role: 'main' | 'child';
  /** Invite-brand H5: wallet under /wallet/cash/*, dragon popups, v3 Google login (spec §6, §7). */
  readonly invite: boolean;
  /** Recent-games list length: 5 on the black-gold 2024-02 theme, else 3 (spec §5). */
  readonly recentGamesLimit: 3 | 5;
  readonly locales: readonly LocaleCode[];
  readonly defaultLocale: LocaleCode;
  /**
   * The market the brand serves (PH first): what a guest sees before an account exists (currency,
   * dial code, payment methods). A logged-in player's own market comes from their account; the
   * interface language never decides either.
   */
  readonly market: Market;
  readonly wallet: { readonly cashIn: WalletTarget; readonly cashOut: WalletTarget };
  readonly login: LoginSurface;
  readonly popupSet: PopupSet;
  /** The behaviours the brand switches; see BrandCapabilities. */
  readonly capabilities: BrandCapabilities;
  readonly tabs: readonly TabEntry[];
  readonly events: EventTransportKind;
  readonly features: BrandFeatures;
  /** Build-time settings read from env by the app's Vite config (see tooling/vite). */
  readonly env: BrandEnv;
  /** Links of the brand (Telegram channel, support). */
  readonly links: { readonly telegram: string; readonly support?: string };
}

/** Values baked in at build time (`PERYA_API_BASE`, `PERYA_APP_CODE`, `PERYA_GOOGLE_CLIENT_ID`, `PERYA_FACEBOOK_*`). */
export interface BrandEnv {
  /** Base URL of the x2 API (spec §7 "All go to one API base"). */
  readonly apiBase: string;
  /** Google sign-in client id; Google login is offered only when set (spec §8 'clientId is required'). */
  readonly googleClientId: string;
  /** Facebook app id (`PERYA_FACEBOOK_APP_ID`); Facebook login is offered only when set (spec §2). */
  readonly facebookAppId: string;
  /** The Facebook JS SDK's URL (`PERYA_FACEBOOK_SDK_URL`); `{locale}` becomes the player's language. */
  readonly facebookSdkUrl: string;
  /** Id used for `boot/v2/{appId}` (spec §7). */
  readonly bootAppId: string;
  /** Name of the Android JavaScript interface object on `window` (spec §7 "Native Android bridge"). */
  readonly bridgeName: string;
}

/** What a brand.config.ts writes: a BrandConfig whose capabilities default by popup set. */
export type BrandConfigInput = Omit<BrandConfig, 'capabilities'> & { readonly capabilities?: Partial<BrandCapabilityChoices> };

/**
 * A brand.config.ts's one entry: fills the capabilities it leaves out from its popup set and
 * refuses a capability whose popup the brand does not mount (it would open nothing).
 */
export function defineBrand(input: BrandConfigInput): BrandConfig {
  const defaults = popupSetCapabilities(input.popupSet);
  const capabilities: BrandCapabilities = { ...defaults, ...input.capabilities, popupSets: defaults.popupSets };
  const mounted = popupIdsOf(capabilities.popupSets);
  const missing = popupsOpened(capabilities, input.wallet).filter((id) => !mounted.has(id));
  if (missing.length > 0) throw new Error(`Brand ${input.id}: popup set '${input.popupSet}' has no ${missing.join(', ')} popup, which its capabilities open`);
  return { ...input, capabilities };
}
