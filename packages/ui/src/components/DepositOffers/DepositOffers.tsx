// The deposit offers before a cash in (spec §7 /x2/payListActivity/upActivity): "no offer" or one
// of the operator's deposit-bonus activities, with each one's terms and the bonus the chosen one
// gives for the amount entered (domain depositBonusMinor: the same rule the server credits by).
// Used by the cash-in page and the black-gold cash-in popup.
import { useId } from 'react';
import { depositBonusMinor } from '@perya/domain';
import { useUiText } from '../../i18n';
import * as css from './DepositOffers.css';

/** One deposit-bonus activity as the contract's payListUpActivity lists it (minor units, basis points). */
export interface DepositOffer {
  readonly id: string;
  readonly title: string;
  readonly minDeposit: number;
  readonly bonusRateBps: number;
  /** 0: no cap. */
  readonly maxBonus: number;
}

/**
 * The bonus a deposit of `amount` earns: the chosen offer's, or without one the cash-in config's
 * base rate (what the server credits when no activityId is sent).
 */
export function expectedDepositBonus(amount: number | undefined, offer: DepositOffer | null, baseBonusRateBps = 0): number {
  if (amount === undefined) return 0;
  return offer
    ? depositBonusMinor(amount, { minDepositMinor: offer.minDeposit, bonusRateBps: offer.bonusRateBps, maxBonusMinor: offer.maxBonus })
    : depositBonusMinor(amount, { minDepositMinor: 0, bonusRateBps: baseBonusRateBps, maxBonusMinor: 0 });
}

/** Basis points as a percentage for people: 1000 → "10", 1250 → "12.5". */
export function ratePercent(bps: number): string {
  return String(Math.round(bps) / 100);
}

/** The first-deposit bonus still open to the player (rechargeConfig.firstDepositBonus). */
export interface FirstDepositBonus {
  readonly title: string;
  readonly minDeposit: number;
  readonly rateBps: number;
  /** 0: no cap. */
  readonly maxBonus: number;
}

/** What the first-deposit bonus adds to a deposit of `amount` (domain depositBonusMinor, as the server credits). */
export function expectedFirstDepositBonus(amount: number | undefined, rule: FirstDepositBonus | null | undefined): number {
  if (amount === undefined || rule === null || rule === undefined) return 0;
  return depositBonusMinor(amount, { minDepositMinor: rule.minDeposit, bonusRateBps: rule.rateBps, maxBonusMinor: rule.maxBonus });
}

export interface DepositOffersProps {
  readonly offers: readonly DepositOffer[];
  /** The chosen offer's id, null for none. */
  readonly value: string | null;
  readonly onChange: (id: string | null) => void;
  /** Amount entered so far, minor units. */
  readonly amount?: number | undefined;
  /** The cash-in config's bonus rate without an offer. */
  readonly baseBonusRateBps?: number | undefined;
  /** The first-deposit bonus paid on top of any offer, while the player has not deposited yet. */
  readonly firstDeposit?: FirstDepositBonus | null | undefined;
}

export function DepositOffers({ offers, value, onChange, amount, baseBonusRateBps = 0, firstDeposit }: DepositOffersProps) {
  const t = useUiText();
  const name = useId();
  const chosen = offers.find((o) => o.id === value) ?? null;
  const firstBonus = expectedFirstDepositBonus(amount, firstDeposit);
  const bonus = expectedDepositBonus(amount, chosen, baseBonusRateBps) + firstBonus;
  const below = chosen !== null && amount !== undefined && amount > 0 && amount < chosen.minDeposit;
  return (
    <fieldset className={css.root} data-testid="deposit-offers">
      <legend className={css.legend}>{t('bonus.offers')}</legend>
      <label className={css.option}>
        <input className={css.radio} type="radio" name={name} checked={chosen === null} onChange={() => onChange(null)} />
        <span className={css.dot} aria-hidden="true" />
        <span className={css.title}>{t('bonus.noOffer')}</span>
      </label>
      {offers.map((o) => (
        <label key={o.id} className={css.option}>
          <input className={css.radio} type="radio" name={name} value={o.id} checked={chosen?.id === o.id} onChange={() => onChange(o.id)} />
          <span className={css.dot} aria-hidden="true" />
          <span className={css.title}>{o.title}</span>
          <span className={css.terms}>
            {o.maxBonus > 0
              ? t('bonus.offerTerms', { rate: ratePercent(o.bonusRateBps), min: o.minDeposit, max: o.maxBonus })
              : t('bonus.offerTermsNoCap', { rate: ratePercent(o.bonusRateBps), min: o.minDeposit })}
          </span>
        </label>
      ))}
      {below ? (
        <p className={css.hint} role="status">
          {t('bonus.belowMinimum', { min: chosen.minDeposit })}
        </p>
      ) : null}
      {bonus > 0 ? (
        <p className={css.expected} data-testid="expected-bonus" aria-live="polite">
          {t('bonus.expectedBonus', { amount: bonus })}
        </p>
      ) : null}
      {firstBonus > 0 && firstDeposit ? (
        <p className={css.terms} data-testid="first-deposit-bonus">
          {t('bonus.firstDepositIncluded', { title: firstDeposit.title, amount: firstBonus })}
        </p>
      ) : null}
    </fieldset>
  );
}
