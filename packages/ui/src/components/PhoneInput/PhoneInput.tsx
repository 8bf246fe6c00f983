import type { InputHTMLAttributes, Ref } from 'react';
import { PHONE_MAX_DIGITS } from '@perya/domain';
import { Input } from '../Input/Input';
import { useUiText } from '../../i18n';
import { phoneDigits } from './phoneDigits';

export interface PhoneInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'className' | 'style' | 'prefix' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'type'
  > {
  readonly label: string;
  /** National digits only, without the dialling code. */
  readonly value: string;
  readonly onValueChange: (digits: string) => void;
  readonly hint?: string;
  readonly error?: string | undefined;
  /**
   * The dialling code shown in front and dropped from a pasted international number ('+63'): the
   * account's market's, or for a guest the brand's (@perya/domain marketDialCode). Never the
   * interface language's: a PH player reading Português still types a +63 number.
   */
  readonly dialCode: string;
  /** Most digits accepted; spec §5 allows 9 to 11 (10 for the security phone). */
  readonly maxDigits?: number;
  /** The input element (a form library focuses a wrong field through it). */
  readonly ref?: Ref<HTMLInputElement> | undefined;
}

/** Phone number field: the market's dialling code in front, digits only (spec §1, §5). */
export function PhoneInput({
  label,
  value,
  onValueChange,
  dialCode,
  maxDigits = PHONE_MAX_DIGITS,
  ...rest
}: PhoneInputProps) {
  const t = useUiText();
  return (
    <Input
      {...rest}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      maxLength={maxDigits}
      prefix={
        <span title={t('auth.countryCode')} data-testid="dial-code">
          {dialCode}
        </span>
      }
      onChange={(event) => onValueChange(phoneDigits(event.currentTarget.value, dialCode, maxDigits))}
      onPaste={(event) => {
        // A pasted "+63 917 123 4567" would be cut by maxLength before onChange sees the "+63".
        const text = event.clipboardData.getData('text');
        if (text === '') return;
        event.preventDefault();
        onValueChange(phoneDigits(text, dialCode, maxDigits));
      }}
    />
  );
}
