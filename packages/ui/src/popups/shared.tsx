// Pieces several popups share: the big amount and the theme-coloured artwork.
import { formatMoney } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { useCurrency } from '../currency';
import { useUiLocale } from '../i18n';
import * as css from './popup.css';

/** Format minor units in the account's currency (spec §5 money format; D$ for demo, spec §1). */
export function useFormatMoney(locale?: LocaleCode): (amountMinor: number, demo?: boolean) => string {
  const uiLocale = useUiLocale();
  const currency = useCurrency();
  return (amountMinor, demo = false) => formatMoney(amountMinor, { currency, locale: locale ?? uiLocale, demo });
}

export function BigAmount({ amount, demo = false, locale }: { amount: number; demo?: boolean; locale?: LocaleCode | undefined }) {
  const format = useFormatMoney(locale);
  return <p className={css.amount}>{format(amount, demo)}</p>;
}

const svgProps = { 'aria-hidden': true, focusable: 'false' } as const;

/** A trophy with a star: wins. */
export function TrophyArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <path className={css.artFill.accent} d="M28 14h40v22a20 20 0 0 1-40 0z" />
      <path className={css.artStroke} d="M28 20H16v6a12 12 0 0 0 12 12M68 20h12v6a12 12 0 0 1-12 12" />
      <path className={css.artFill.accent} d="M42 56h12v14H42z" />
      <rect className={css.artFill.primary} x="30" y="70" width="36" height="10" rx="3" />
      <path className={css.artFill.surface} d="M48 22l3 7 7 .6-5.4 4.6 1.7 7L48 37.4 41.7 41l1.7-7L38 29.6l7-.6z" />
    </svg>
  );
}

/** A gift box: bonuses and the daily guaranteed bonus. */
export function GiftArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <rect className={css.artFill.danger} x="18" y="40" width="60" height="40" rx="4" />
      <rect className={css.artFill.accent} x="14" y="30" width="68" height="14" rx="3" />
      <rect className={css.artFill.accent} x="43" y="30" width="10" height="50" />
      <path className={css.artStroke} d="M48 30c-6-12-20-14-20-6s14 6 20 6c6 0 20 2 20-6s-14-6-20 6z" />
    </svg>
  );
}

/** A clock: the cash-out hours. */
export function ClockArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <circle className={css.artFill.sunken} cx="48" cy="50" r="32" />
      <circle className={css.artStroke} cx="48" cy="50" r="32" />
      <path className={css.artStroke} d="M48 30v20l12 8M30 12l-10 8M66 12l10 8" />
    </svg>
  );
}

/** Stacked coins: deposits, points, cash in. */
export function CoinsArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <ellipse className={css.artFill.accent} cx="40" cy="68" rx="22" ry="8" />
      <ellipse className={css.artFill.accent} cx="40" cy="58" rx="22" ry="8" />
      <ellipse className={css.artFill.accent} cx="40" cy="48" rx="22" ry="8" />
      <path className={css.artStroke} d="M18 48v20c0 4 10 8 22 8s22-4 22-8V48" />
      <circle className={css.artFill.accent} cx="66" cy="34" r="16" />
      <circle className={css.artStroke} cx="66" cy="34" r="16" />
      <path className={css.artStroke} d="M66 26v16M61 30h8" />
    </svg>
  );
}

/** A phone with an arrow: app download and update. */
export function PhoneArt({ update = false }: { update?: boolean }) {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <rect className={css.artFill.sunken} x="28" y="10" width="40" height="76" rx="8" />
      <rect className={css.artStroke} x="28" y="10" width="40" height="76" rx="8" />
      <path className={css.artStroke} d="M44 78h8" />
      {update ? (
        <path className={css.artStroke} d="M38 46a10 10 0 1 1 3 7M38 46v-7M38 46h7" />
      ) : (
        <path className={css.artStroke} d="M48 30v26M38 46l10 10 10-10" />
      )}
    </svg>
  );
}

/** Two arrows between two phones: account migration (spec §4). */
export function MigrateArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <rect className={css.artFill.sunken} x="8" y="24" width="28" height="50" rx="6" />
      <rect className={css.artFill.primary} x="60" y="24" width="28" height="50" rx="6" />
      <path className={css.artStroke} d="M40 42h16l-5-5M56 56H40l5 5" />
    </svg>
  );
}

/** People with a plus: invites. */
export function InviteArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <circle className={css.artFill.primary} cx="36" cy="34" r="12" />
      <path className={css.artFill.primary} d="M14 76a22 22 0 0 1 44 0z" />
      <circle className={css.artFill.accent} cx="70" cy="40" r="14" />
      <path className={css.artStroke} d="M70 33v14M63 40h14" />
    </svg>
  );
}

/** A red envelope with a gold seal (red bag, spec §2). */
export function RedBagArt({ opened = false }: { opened?: boolean }) {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <rect className={css.artFill.danger} x="20" y="12" width="56" height="74" rx="8" />
      {opened ? (
        <path className={css.artFill.accent} d="M20 26l28 18 28-18v-6a8 8 0 0 0-8-8H28a8 8 0 0 0-8 8z" />
      ) : (
        <path className={css.artFill.danger} d="M20 20a8 8 0 0 1 8-8h40a8 8 0 0 1 8 8v14L48 48 20 34z" />
      )}
      <circle className={css.artFill.accent} cx="48" cy="48" r="10" />
      <path className={css.artStroke} d="M44 48h8M48 44v8" />
    </svg>
  );
}

/** A wheel with a pointer: spin and luck results. */
export function WheelArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <circle className={css.artFill.accent} cx="48" cy="52" r="34" />
      <path className={css.artFill.danger} d="M48 52V18a34 34 0 0 1 29.4 17zM48 52l-29.4 17A34 34 0 0 1 18.6 35z" />
      <path className={css.artFill.primary} d="M48 52l29.4 17A34 34 0 0 1 48 86z" />
      <circle className={css.artFill.surface} cx="48" cy="52" r="7" />
      <path className={css.artFill.text} d="M42 6h12l-6 12z" />
    </svg>
  );
}

/** A padlock-and-door: log out. */
export function DoorArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <rect className={css.artFill.sunken} x="22" y="12" width="40" height="72" rx="4" />
      <path className={css.artStroke} d="M22 84V12h40v72M52 48h0M62 48h24M78 40l8 8-8 8" />
    </svg>
  );
}

/** A shield with a tick: binding a phone or email (account security). */
export function ShieldArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" {...svgProps}>
      <path className={css.artFill.primary} d="M48 10l30 10v22c0 20-13 36-30 44-17-8-30-24-30-44V20z" />
      <path className={css.artStroke} d="M34 48l10 10 18-20" />
    </svg>
  );
}
