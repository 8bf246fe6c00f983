// The SMS code field every form with a code uses (login, bind phone, password change, the move to
// the main app): label, the code input (digits only, SMS_CODE_DIGITS long, spec §5) and the send
// button that turns into the resend countdown while the 120 s lock runs.
import { useTranslation } from '@perya/i18n';
import { SMS_CODE_DIGITS } from '@perya/domain';
import * as css from './ui.css';

export interface SmsCodeFieldProps {
  /** The input's id (its label points at it). */
  readonly id: string;
  readonly value: string;
  readonly onChange: (digits: string) => void;
  /** Seconds left before another code may be sent (0: may send now). */
  readonly remaining: number;
  readonly onSend: () => void;
  /** False while nothing can be sent yet (e.g. no phone to send to). */
  readonly canSend?: boolean;
  readonly invalid?: boolean;
}

export function SmsCodeField({ id, value, onChange, remaining, onSend, canSend = true, invalid = false }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className={css.label} htmlFor={id}>
        {t('auth.smsCode')}
      </label>
      <div className={css.inputRow}>
        <input
          id={id}
          className={css.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('auth.smsCodePlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_DIGITS))}
          aria-invalid={invalid ? true : undefined}
        />
        <button type="button" className={css.button.secondary} onClick={onSend} disabled={!canSend || remaining > 0}>
          {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
        </button>
      </div>
    </>
  );
}
