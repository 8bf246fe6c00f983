// The account popups (spec §2: V3/V4 black-gold themes add the language and logout popups): the
// account and profile pages open them when the brand has the languagePopup / logoutPopup
// capabilities, where other brands show the inline language picker and the sign-out confirmation.
import type { TFunction } from 'i18next';
import type { LocaleCode } from '@perya/domain';
import type { ShellServices } from '../../services/services';

/**
 * The brand's locales with the current one selected; choosing another switches the language
 * (useAccountActions.setLanguage: stored as applang, spec §3). Choosing closes the sheet.
 */
export function openLanguagePopup(s: ShellServices, current: LocaleCode, setLanguage: (locale: LocaleCode) => Promise<void>): void {
  const handle = s.popups.open('language', {
    locales: s.config.locales,
    value: current,
    onChange: (locale) => {
      handle.close();
      if (locale !== current) void setLanguage(locale);
    },
  });
}

/** 'here': this device (spec §4 logout); 'everywhere': every session of the player (logout-all). */
export type SignOutScope = 'here' | 'everywhere';

/** Asks before signing out, with the words of the inline confirmation; confirming signs out. */
export function openLogoutPopup(s: ShellServices, t: TFunction, scope: SignOutScope, signOut: () => void): void {
  const action = scope === 'here' ? t('account.signOut') : t('account.signOutEverywhere');
  const handle = s.popups.open('logout', {
    title: action,
    message: scope === 'here' ? t('account.signOutConfirm') : t('account.signOutEverywhereConfirm'),
    confirmLabel: action,
    cancelLabel: t('common.cancel'),
    onConfirm: () => {
      handle.close();
      signOut();
    },
  });
}
