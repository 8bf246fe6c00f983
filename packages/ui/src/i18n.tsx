// The locale and the built-in labels of ui components (e.g. "Show password"). Labels come from
// @perya/i18n (useTranslation) when the app provides an i18n instance; a key it lacks, or no
// instance at all (unit tests), falls back to the English below, so components never hard-code
// a language in their markup.
import { createContext, useContext, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  formatMoney,
  messageText,
  type LocaleCode,
  type MessageKey,
} from '@perya/domain';
import { currentLocale, useTranslation } from '@perya/i18n';

/** English defaults of the components' own labels; the keys are @perya/i18n resource keys. */
export const UI_TEXT = {
  'common.back': 'Back',
  'common.close': 'Close',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.countryCode': 'Country code',
  'auth.sendCode': 'Send code',
  'auth.resendIn': 'Resend in {{seconds}} s',
  'ui.otpDigit': 'Digit {{index}} of {{count}}',
  'ui.customAmount': 'Custom amount',
  'ui.presetAmounts': 'Amount',
  // Default titles and labels of components and popups (the app may still pass its own).
  'points.dailyLogin': 'Daily login: +{{points}} points',
  'points.balance': 'Points balance',
  'ui.inviteQr': 'QR code of your invite link',
  'ui.slideOf': 'Slide {{index}} of {{count}}',
  'popups.playEntry.demoEntries': 'Demo entries left: {{count}}',
  'signIn.day': 'Day {{day}}',
  'popups.spinNoTicket.body': 'You need {{points}} points for one spin.',
  'popups.appDownload.body': 'Install the app for faster games and instant alerts.',
  'ui.redBagEmpty': 'This red envelope is empty.',
  'ui.qrTooLong': 'This code is too long to show as a QR code.',
  'ui.select': 'Select',
  'invite.myLink': 'My invite link',
  'common.loading': 'Loading…',
  'popups.migration.bonus': 'Migration bonus: {{amount, money}}',
  'popups.migration.body': 'Move your account and balance of {{amount, money}} to the main app.',
  'popups.migration.migrateOver': 'Your account has moved to the main app.',
  'popups.migration.playInMain': 'Play in the main app for more games and rewards.',
  'popups.migration.jumpToMain': 'Open the main app',
  'popups.migration.done': 'Account moved',
  'popups.migration.title': 'Move to the main app',
  'wallet.paymentMethod': 'Payment method',
  'wallet.amount': 'Amount',
  'common.retry': 'Retry',
  'common.error': 'Something went wrong',
  'common.copied': 'Copied',
  'common.copy': 'Copy',
  'ui.noPrize': 'No prize this time.',
  'popups.login.title': 'Welcome',
  'auth.smsCode': 'SMS code',
  'account.email': 'Email',
  'account.bindEmail': 'Bind email',
  'account.bindPhone': 'Bind phone',
  'auth.inviteCode': 'Invite code',
  'auth.inviteCodeOptional': 'Invite code (optional)',
  'auth.loginWithGoogle': 'Log in with Google',
  'auth.password': 'Password',
  'auth.phone': 'Phone number',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.ok': 'OK',
  'common.share': 'Share',
  'games.favourites': 'Favourites',
  'games.addFavourite': 'Add to favourites',
  'games.removeFavourite': 'Remove from favourites',
  'games.playDemo': 'Try demo',
  'popups.appDownload.action': 'Download',
  'popups.appDownload.title': 'Get the app',
  'popups.appUpdate.action': 'Update now',
  'popups.appUpdate.title': 'New version available',
  'popups.bonus.title': 'Bonus received',
  'popups.cashIn.title': 'Cash in',
  'popups.cashInConfirm.title': 'Confirm cash in',
  'popups.cashOutLimit.title': 'Cash out unavailable',
  'popups.deposit.action': 'Deposit',
  'popups.deposit.title': 'Deposit now',
  'popups.invite.body': 'Share your link and earn rewards when friends join.',
  'popups.invite.title': 'Invite friends',
  'popups.inviteCode.title': 'Enter invite code',
  'popups.inviteRanking.title': 'Invite ranking',
  'popups.language.title': 'Choose language',
  'popups.login.loginTab': 'Log in',
  'popups.login.registerTab': 'Register',
  'popups.logout.body': 'Do you want to log out?',
  'popups.logout.title': 'Log out',
  'popups.lottoDescription.title': 'How the lotto works',
  'popups.lottoVideo.title': 'Draw video',
  'popups.playEntry.playDemo': 'Play demo',
  'popups.playEntry.playReal': 'Play for real',
  'popups.points.title': 'Points',
  'popups.redBag.open': 'Open',
  'popups.redBag.title': 'Red envelope',
  'popups.signIn.title': 'Daily sign-in',
  'popups.spinNoTicket.action': 'Earn points',
  'popups.spinNoTicket.title': 'No spin ticket',
  'popups.win.title': 'Congratulations!',
  'signIn.signIn': 'Sign in',
  'signIn.signedIn': 'Signed in',
  'signIn.received': 'Day {{day}} reward: {{reward}}',
  'spin.tryAgain': 'Better luck next time',
  'ui.bonusAdded': 'A bonus has been added to your bonus wallet.',
  'ui.continue': 'Continue',
  'ui.later': 'Later',
  'ui.lottoDrawTimes': 'Special draws every day (GMT+8)',
  'ui.noRankings': 'No rankings yet.',
  'ui.spinAgain': 'Spin again',
  'wallet.cashIn': 'Cash in',
  'wallet.withdrawalHoursNotice': 'Withdrawals are available from {{start}} to {{end}}.',
  // Promotions (issue 12): the invite ranking's columns and the cash-in popup's deposit offers.
  'invite.player': 'Player',
  'invite.reward': 'Reward',
  'bonus.offers': 'Deposit offers',
  'bonus.noOffer': 'No offer',
  'bonus.offerTerms': '{{rate}}% bonus on deposits of {{min, money}} or more, up to {{max, money}}.',
  'bonus.offerTermsNoCap': '{{rate}}% bonus on deposits of {{min, money}} or more.',
  'bonus.belowMinimum': 'Deposit at least {{min, money}} to get this offer.',
  'bonus.expectedBonus': 'Expected bonus: {{amount, money}}',
  'bonus.firstDepositIncluded': 'Includes {{title}}: {{amount, money}}',
} as const;

export type UiTextKey = keyof typeof UI_TEXT;
type Values = Readonly<Record<string, string | number>>;
export type Translate = (key: UiTextKey, values?: Values) => string;
type LooseTranslate = (key: string, values?: Values) => string;

function interpolate(template: string, values: Values = {}): string {
  return template.replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (whole, name: string, format?: string) => {
      if (!(name in values)) return whole;
      const value = values[name];
      // {{amount, money}}: integer minor units, as @perya/i18n's money format writes them.
      return format === 'money' && typeof value === 'number' ? formatMoney(value) : String(value);
    },
  );
}

const englishTranslate: Translate = (key, values) => interpolate(UI_TEXT[key], values);

interface Override {
  readonly locale: LocaleCode;
  readonly translate: LooseTranslate | undefined;
}

const OverrideContext = createContext<Override | null>(null);

export interface UiLocaleProviderProps {
  readonly locale: LocaleCode;
  /** Translates the components' labels (keys like `auth.showPassword`); default: i18n, then English. */
  readonly translate?: LooseTranslate;
  readonly children: ReactNode;
}

/**
 * Pins the locale (and optionally the translation) for a subtree, over what the i18n instance
 * says: a preview of another locale, or a test. Apps normally need only @perya/i18n's I18nProvider.
 */
export function UiLocaleProvider({ locale, translate, children }: UiLocaleProviderProps) {
  return (
    <OverrideContext.Provider value={{ locale, translate }}>{children}</OverrideContext.Provider>
  );
}

/** i18next's t for the components, or undefined when the app gave no i18n instance. */
function useI18nTranslate(): { t: LooseTranslate | undefined; locale: LocaleCode | undefined } {
  const { t, i18n } = useTranslation();
  // Without an instance react-i18next hands back a stand-in with no language.
  if (typeof i18n?.language !== 'string') return { t: undefined, locale: undefined };
  return { t: t as unknown as LooseTranslate, locale: currentLocale(i18n) };
}

function withFallback(translate: LooseTranslate | undefined): Translate {
  if (!translate) return englishTranslate;
  return (key, values) => {
    const text = translate(key, values);
    // i18next answers a missing key with the key itself.
    return text === key || text === '' ? englishTranslate(key, values) : text;
  };
}

/** The player's locale: the UiLocaleProvider's, else the i18n instance's, else en-PH. */
export function useUiLocale(): LocaleCode {
  const override = useContext(OverrideContext);
  const fromI18n = useI18nTranslate();
  return override?.locale ?? fromI18n.locale ?? DEFAULT_LOCALE;
}

/** Translates the components' own labels. */
export function useUiText(): Translate {
  const override = useContext(OverrideContext);
  const fromI18n = useI18nTranslate();
  return withFallback(override?.translate ?? fromI18n.t);
}

/** The text of a user message of spec §8/§5 (i18n key `messages.<key>`). */
export function useMessageText(): (key: MessageKey) => string {
  const override = useContext(OverrideContext);
  const fromI18n = useI18nTranslate();
  const translate = override?.translate ?? fromI18n.t;
  return (key) => {
    if (!translate) return messageText(key);
    const text = translate(`messages.${key}`);
    return text === `messages.${key}` || text === '' ? messageText(key) : text;
  };
}
