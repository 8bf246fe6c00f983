// The data each popup id takes (PopupProps<Id>): what usePopups().open(id, props) must be given.
// Popups never fetch: the shell passes data and callbacks in (ARCHITECTURE: ui knows no endpoint).
import type { LocaleCode, PayMethodId } from '@perya/domain';
import type { ToastTone } from '../overlays/popupStore';
import type { PopupId } from './ids';
import type { DepositOffer } from '../components/DepositOffers/DepositOffers';

/** What the host adds to every popup it renders. */
export interface PopupChromeProps {
  /** Close this popup (the host's close; a popup alone in a story gets a spy). */
  onClose?: () => void;
  /** False while another popup is on top of this one. */
  active?: boolean;
  /** Where focus goes back to when it closes. */
  returnFocusTo?: Element | null;
  /** Label of the close button, translated. */
  closeLabel?: string;
}

// ---- base set (spec §2) ----

export interface ToastPopupProps {
  message: string;
  tone?: ToastTone;
}

export interface LoadingPopupProps {
  label?: string;
}

export interface WinPopupProps {
  /** Minor units. */
  amount: number;
  /**
   * A prize that is not money (points, free spins from the lucky wheel), already formatted: shown
   * instead of the amount.
   */
  prize?: string;
  /** Demo winnings are written in D$ (spec §1). */
  demo?: boolean;
  locale?: LocaleCode;
  title?: string;
  continueLabel?: string;
  onContinue?: () => void;
}

export interface BonusPopupProps {
  /** Minor units; the shell opens this popup only for an amount above 0 (spec §7 payListActivity/bonus). */
  amount: number;
  locale?: LocaleCode;
  title?: string;
  message?: string;
  claimLabel?: string;
  onClaim?: () => void;
}

export const CASH_OUT_LIMIT_VARIANTS = ['default', 'dragon'] as const;
export type CashOutLimitVariant = (typeof CASH_OUT_LIMIT_VARIANTS)[number];

export interface CashOutLimitPopupProps {
  /** Start of the daily cash-out window as shown, e.g. "07:00" (spec §4 cash-out config). */
  startTime: string;
  endTime: string;
  /** The invite brand shows the dragon variant (spec §4); default: what the theme says. */
  variant?: CashOutLimitVariant;
  title?: string;
  /** Default: "Withdrawal time is {start}-{end}." */
  message?: string;
  okLabel?: string;
}

export const DEPOSIT_PROMPT_REASONS = ['noBalance', 'insufficientFundsDeposit'] as const;
export type DepositPromptReason = (typeof DEPOSIT_PROMPT_REASONS)[number];

export interface DepositPopupProps {
  /** Which spec §8 message explains the prompt. */
  reason: DepositPromptReason;
  onDeposit: () => void;
  /** Translated text of the reason; default the English message. */
  message?: string;
  title?: string;
  depositLabel?: string;
  laterLabel?: string;
}

export interface PlayEntryPopupProps {
  gameName: string;
  /** Demo entries left for this game (spec §3 demo state entryCount). */
  demoEntries: number;
  onPlayDemo: () => void;
  onPlayReal: () => void;
  title?: string;
  demoLabel?: string;
  realLabel?: string;
  /** Default: the locale's "Demo entries left: {n}" (popups.playEntry.demoEntries). */
  entriesText?: string;
}

export const SIGN_STATES = ['SIGNED', 'UNSIGNED'] as const;
export type SignState = (typeof SIGN_STATES)[number];

/** One day of the 7-day sign-in streak (spec §3 sign-in item). */
export interface SignInDay {
  /** 1-7. */
  day: number;
  /** What the day gives, already formatted ("35 pts", "₱5.00"). */
  reward: string;
  isCanSign: boolean;
  signState: SignState;
}

/** What today's sign-in gave: the streak day and its reward, already formatted. */
export interface SignInClaim {
  day: number;
  reward: string;
}

export interface SignInPopupProps {
  /** The 7 days of the streak (spec §9 sign-in streak 7 days). */
  days: readonly SignInDay[];
  /**
   * Signs in. When it returns a promise the popup shows the button busy until it settles, and a
   * claim it resolves to is shown (the day turns signed, its reward is written out); a rejection
   * leaves the popup as it was (the shell shows the error).
   */
  onSignIn: () => void | Promise<SignInClaim | undefined>;
  /** Open the popup on a claim already made (e.g. from the VIP page's strip). */
  claimed?: SignInClaim;
  /** While the sign-in call runs. */
  busy?: boolean;
  title?: string;
  signInLabel?: string;
  signedLabel?: string;
  dayLabel?: (day: number) => string;
}

export interface SpinNoTicketPopupProps {
  /** Points the player has. */
  points: number;
  /** Points one spin costs; default 200 (spec §3, §9). */
  spinCost?: number;
  onGetPoints?: () => void;
  title?: string;
  /** Default: the locale's "You need {cost} points for one spin."; the balance shows under it. */
  message?: string;
  getPointsLabel?: string;
}

export interface AppDownloadPopupProps {
  onDownload: () => void;
  title?: string;
  message?: string;
  downloadLabel?: string;
}

export interface AppUpdatePopupProps {
  /** The new version (spec §7 boot returns version). */
  version: string;
  onUpdate: () => void;
  /** An emergency update (spec §1 emergency alert) cannot be dismissed. */
  force?: boolean;
  notes?: string;
  title?: string;
  updateLabel?: string;
  laterLabel?: string;
}

export const MIGRATION_TIPS = ['jumpToMain', 'migrateOver', 'playInMain'] as const;
export type MigrationTip = (typeof MIGRATION_TIPS)[number];

export interface MigrationPopupProps {
  /** Which of the child app's once-a-day tips this is (spec §4 migration). */
  tip: MigrationTip;
  onConfirm: () => void;
  /** Balance that moves over, minor units (spec §3 migration info amount). */
  amount?: number;
  /** Migrate award, minor units. */
  award?: number;
  locale?: LocaleCode;
  title?: string;
  message?: string;
  confirmLabel?: string;
  laterLabel?: string;
}

export interface PointsPopupProps {
  /** Points just earned (35 for the daily login, spec §3). */
  points: number;
  /** Balance after. */
  total?: number;
  title?: string;
  reason?: string;
  okLabel?: string;
}

export interface InvitePopupProps {
  /** The player's invite link; shown as a QR code and copyable ('' while loading). */
  link: string;
  /** The link is still being read: skeletons in place of the QR code and the link, share disabled. */
  loading?: boolean;
  code?: string;
  onShare?: () => void;
  title?: string;
  message?: string;
  shareLabel?: string;
}

// ---- black-gold v3/v4 set (spec §2) ----

export const BIND_KINDS = ['phone', 'email'] as const;
export type BindKind = (typeof BIND_KINDS)[number];

export interface BindPopupProps {
  kind: BindKind;
  /**
   * Send the bind code to the validated value: an SMS (purpose bindPhone) to a phone, an email
   * (/x2/email/send) to an address (issue 26 item 5).
   */
  onSendCode?: (value: string) => void;
  /** The validated value and the code sent to it. */
  onSubmit: (values: { value: string; code: string }) => void;
  /** Seconds until a code may be sent again (spec §5 resend 120 s); 0 when it may. */
  resendSeconds?: number;
  busy?: boolean;
  error?: string;
  /** The account's market's dialling code (@perya/domain marketDialCode), never the language's. */
  dialCode: string;
}

export interface LuckResultPopupProps {
  /** What was won, already formatted; absent when nothing was won. */
  prize?: string;
  onAgain?: () => void;
  title?: string;
  againLabel?: string;
}

export interface GameEntryPopupProps {
  gameName: string;
  provider?: string;
  imageSrc?: string;
  onPlay: () => void;
  /** Shown when the game has a demo the player may use. */
  onDemo?: () => void;
  favourite?: boolean;
  onToggleFavourite?: () => void;
  playLabel?: string;
  demoLabel?: string;
}

export interface CashInMethod {
  id: string;
  /** The method's name in the player's language. */
  label: string;
  /** Which method it is: its mark (PayMark). */
  method: PayMethodId;
}

/** A deposit-bonus activity offered before the cash in (spec §7 payListActivity/upActivity). */
export type CashInOffer = DepositOffer;

export interface CashInPopupProps {
  /** Preset amounts, minor units. */
  amounts: readonly number[];
  methods: readonly CashInMethod[];
  /**
   * Submit with the chosen amount (minor units) and method id, and the deposit offer picked
   * (absent when none was).
   */
  onSubmit: (values: { amount: number; method: string; activityId?: string }) => void;
  /** Deposit offers the player may pick one of (or none) before paying. */
  offers?: readonly CashInOffer[];
  /** The cash-in config's bonus rate without an offer (basis points), for the expected bonus. */
  baseBonusRateBps?: number;
  /** The first-deposit bonus paid on top of any offer while the player has not deposited (minor units, basis points). */
  firstDeposit?: { readonly title: string; readonly minDeposit: number; readonly rateBps: number; readonly maxBonus: number } | null;
  /** Limits of the custom amount, minor units (values not shown in the spec: the server's config). */
  min?: number;
  max?: number;
  initialAmount?: number;
  initialMethod?: string;
  locale?: LocaleCode;
  busy?: boolean;
  /** The cash-in config is still being read: skeleton rows in place of the form. */
  loading?: boolean;
  title?: string;
  submitLabel?: string;
}

export interface InviteRankingRow {
  rank: number;
  /** Full name: shown privately (first 3 characters then ***, spec §5). */
  name: string;
  /** Minor units. */
  amount: number;
}

export interface InviteRankingPopupProps {
  rows: readonly InviteRankingRow[];
  locale?: LocaleCode;
  title?: string;
  emptyText?: string;
}

export interface LanguagePopupProps {
  locales: readonly LocaleCode[];
  value: LocaleCode;
  onChange: (locale: LocaleCode) => void;
  title?: string;
}

export interface InviteCodePopupProps {
  onSubmit: (code: string) => void;
  initialValue?: string;
  busy?: boolean;
  error?: string;
  title?: string;
  submitLabel?: string;
}

export interface LogoutPopupProps {
  onConfirm: () => void;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface CashInConfirmPopupProps {
  /** Minor units. */
  amount: number;
  /** Payment method, as shown. */
  method: string;
  /** Which method it is, for its mark beside the name. */
  payMethod?: PayMethodId;
  /** Expected deposit bonus, minor units (the chosen deposit offer's); shown when above 0. */
  bonus?: number;
  onConfirm: () => void;
  locale?: LocaleCode;
  busy?: boolean;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export const RED_BAG_STATES = ['closed', 'opened'] as const;
export type RedBagState = (typeof RED_BAG_STATES)[number];

export interface RedBagPopupProps {
  state: RedBagState;
  onOpen: () => void;
  /** Minor units; shown once opened. */
  amount?: number;
  locale?: LocaleCode;
  busy?: boolean;
  title?: string;
  openLabel?: string;
}

export interface LottoDescriptionPopupProps {
  /** Rules text, one paragraph each, translated. */
  paragraphs: readonly string[];
  /** Special draws (spec §4: 13:45, 16:45, 20:45 daily). */
  drawTimes?: readonly string[];
  title?: string;
  drawTimesLabel?: string;
}

export interface LottoVideoPopupProps {
  /** The drawn numbers, in draw order: the replay rolls them out one by one. */
  numbers: readonly number[];
  /** Which draw (game, date and time), translated. */
  caption?: string;
  title?: string;
}

// ---- player protection (issue 15), in the base set ----

export interface BirthdayPopupProps {
  /** The date of birth the player gave, 'YYYY-MM-DD'. */
  onSubmit: (birthday: string) => void;
  /** The latest date the field takes, 'YYYY-MM-DD' (today in GMT+8). */
  max: string;
  busy?: boolean;
  /** The server's refusal (e.g. under the market's minimum age), translated. */
  error?: string;
  title?: string;
  message?: string;
  submitLabel?: string;
}

export interface RealityCheckPopupProps {
  /** Minutes played in this sitting. */
  playedMinutes: number;
  /** Money won minus money staked in the sitting, minor units (negative: lost). */
  net: number;
  onKeepPlaying: () => void;
  /** Leave the game. */
  onStop: () => void;
  locale?: LocaleCode;
  title?: string;
  keepPlayingLabel?: string;
  stopLabel?: string;
}

/** Props per popup id: `open('win', { amount: 5000 })` is checked against this map. */
export interface PopupPropsMap {
  toast: ToastPopupProps;
  loading: LoadingPopupProps;
  win: WinPopupProps;
  bonus: BonusPopupProps;
  cashOutLimit: CashOutLimitPopupProps;
  deposit: DepositPopupProps;
  playEntry: PlayEntryPopupProps;
  signIn: SignInPopupProps;
  spinNoTicket: SpinNoTicketPopupProps;
  appDownload: AppDownloadPopupProps;
  appUpdate: AppUpdatePopupProps;
  migration: MigrationPopupProps;
  points: PointsPopupProps;
  invite: InvitePopupProps;
  birthday: BirthdayPopupProps;
  realityCheck: RealityCheckPopupProps;
  bind: BindPopupProps;
  luckResult: LuckResultPopupProps;
  gameEntry: GameEntryPopupProps;
  cashIn: CashInPopupProps;
  inviteRanking: InviteRankingPopupProps;
  language: LanguagePopupProps;
  inviteCode: InviteCodePopupProps;
  logout: LogoutPopupProps;
  cashInConfirm: CashInConfirmPopupProps;
  redBag: RedBagPopupProps;
  lottoDescription: LottoDescriptionPopupProps;
  lottoVideo: LottoVideoPopupProps;
}

/** The data popup `Id` takes. */
export type PopupProps<Id extends PopupId> = PopupPropsMap[Id];

/** What the registry's component for `Id` receives. */
export type PopupComponentProps<Id extends PopupId> = PopupProps<Id> & PopupChromeProps;
