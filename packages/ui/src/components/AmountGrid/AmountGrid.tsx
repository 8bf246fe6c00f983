import { useId, useState } from 'react';
import { checkDepositAmount, formatMoney, parseMoney, currencySymbol, type CurrencyCode, type LocaleCode, type MessageKey } from '@perya/domain';
import { useCurrency } from '../../currency';
import { Input } from '../Input/Input';
import { useMessageText, useUiLocale, useUiText } from '../../i18n';
import * as styles from './AmountGrid.css';

export interface AmountGridProps {
  /** Group label, e.g. "Deposit amount" (already translated). */
  readonly label: string;
  /** Preset amounts in integer minor units, shown three to a row. */
  readonly presets: readonly number[];
  /** The chosen amount in minor units; undefined when none (or the custom text is unreadable). */
  readonly value: number | undefined;
  readonly onChange: (amountMinor: number | undefined) => void;
  /** Bounds in minor units (spec §5: numbers not shown; the channel gives them). */
  readonly min: number;
  readonly max: number;
  /** Offer a custom amount field (spec §2 deposit: amount, custom amount). Default true. */
  readonly allowCustom?: boolean;
  /** Label of the custom field; default "Custom amount". */
  readonly customLabel?: string;
  /** Show "Please enter an amount." for an empty choice: set it once the player tried to submit. */
  readonly showRequired?: boolean;
  /**
   * The amount's error from a form (already translated): shown on the custom field in place of the
   * grid's own check while it is set.
   */
  readonly error?: string | undefined;
  readonly locale?: LocaleCode;
}

/**
 * spec §5 deposit amount check: the error to show for this amount, or undefined. A custom amount
 * cannot be empty and must be within min and max (domain checkDepositAmount).
 */
export function amountError(amountMinor: number | undefined, min: number, max: number): MessageKey | undefined {
  const check = checkDepositAmount(amountMinor, { minMinor: min, maxMinor: max });
  return check.ok ? undefined : check.error;
}

function presetText(amountMinor: number, locale: LocaleCode, currency: CurrencyCode): string {
  return formatMoney(amountMinor, { locale, currency, decimals: amountMinor % 100 === 0 ? 0 : 2 });
}

/**
 * Preset amount tiles (a native radio group: arrow keys move the choice) plus a custom amount
 * field. Amounts are integer minor units in and out.
 */
export function AmountGrid({
  label,
  presets,
  value,
  onChange,
  min,
  max,
  allowCustom = true,
  customLabel,
  showRequired = false,
  error: formError,
  locale: localeProp,
}: AmountGridProps) {
  const contextLocale = useUiLocale();
  const locale = localeProp ?? contextLocale;
  const currency = useCurrency();
  const t = useUiText();
  const message = useMessageText();
  const name = useId();
  const [customText, setCustomText] = useState('');
  const customActive = customText.trim() !== '';

  const error = customActive || showRequired ? amountError(value, min, max) : undefined;
  const errorText = formError ?? (error ? message(error) : undefined);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        {presets.map((preset) => (
          <label key={preset} className={styles.tile}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={preset}
              checked={!customActive && value === preset}
              onChange={() => {
                setCustomText('');
                onChange(preset);
              }}
            />
            {presetText(preset, locale, currency)}
          </label>
        ))}
      </div>
      {allowCustom ? (
        <Input
          label={customLabel ?? t('ui.customAmount')}
          inputMode="decimal"
          autoComplete="off"
          prefix={currencySymbol({ currency })}
          placeholder={`${formatMoney(min, { locale, symbol: false })} – ${formatMoney(max, { locale, symbol: false })}`}
          value={customText}
          error={errorText}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setCustomText(text);
            onChange(text.trim() === '' ? undefined : parseMoney(text));
          }}
        />
      ) : (
        <div role="alert">{errorText}</div>
      )}
    </fieldset>
  );
}
