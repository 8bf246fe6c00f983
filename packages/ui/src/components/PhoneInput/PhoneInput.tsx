import type { InputHTMLAttributes } from 'react';
import { LOCALE_INFO, PHONE_MAX_DIGITS, type LocaleCode } from '@perya/domain';
import { Input } from '../Input/Input';
import { useUiLocale, useUiText } from '../../i18n';
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
  /** Whose dialling code to show; defaults to the player's locale. */
  readonly locale?: LocaleCode;
  /** Most digits accepted; spec §5 allows 9 to 11 (10 for the security phone). */
  readonly maxDigits?: number;
}

/** Phone number field: the locale's dialling code in front, digits only (spec §1, §5). */
export function PhoneInput({
  label,
  value,
  onValueChange,
  locale,
  maxDigits = PHONE_MAX_DIGITS,
  ...rest
}: PhoneInputProps) {
  const contextLocale = useUiLocale();
  const t = useUiText();
  const dialCode = LOCALE_INFO[locale ?? contextLocale].dialCode;
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
