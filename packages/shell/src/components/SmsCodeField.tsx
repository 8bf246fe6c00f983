// The SMS code field every form with a code uses (login, bind phone, password change, cash out, the
// move to the main app): ui's Input (digits only, SMS_CODE_DIGITS long, spec §5) with the send
// button that turns into the resend countdown while the 120 s lock runs.
import type { Ref } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@perya/i18n';
import { SMS_CODE_DIGITS } from '@perya/domain';
import { Button, Input } from '@perya/ui';
import type { ApiForm } from '../forms';

export interface SmsCodeFieldProps {
  readonly value: string;
  readonly onChange: (digits: string) => void;
  readonly onBlur?: () => void;
  /** Seconds left before another code may be sent (0: may send now). */
  readonly remaining: number;
  readonly onSend: () => void;
  /** False while nothing can be sent yet (e.g. no phone to send to). */
  readonly canSend?: boolean;
  /** True while a code is being sent. */
  readonly sending?: boolean;
  /** The translated error of the code. */
  readonly error?: string | undefined;
  /** Shown under the field (e.g. where the code went). */
  readonly hint?: string | undefined;
  readonly name?: string;
  readonly ref?: Ref<HTMLInputElement> | undefined;
  /** The field's label; default "SMS code" (an email's code says so, issue 26 item 5). */
  readonly label?: string | undefined;
}

export function SmsCodeField({ value, onChange, onBlur, remaining, onSend, canSend = true, sending = false, error, hint, name, ref, label }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Input
      ref={ref}
      {...(name === undefined ? {} : { name })}
      label={label ?? t('auth.smsCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.smsCodePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_DIGITS))}
      {...(onBlur === undefined ? {} : { onBlur })}
      error={error}
      {...(hint === undefined ? {} : { hint })}
      suffix={
        <Button variant="secondary" size="sm" onClick={onSend} loading={sending} disabled={!canSend || remaining > 0}>
          {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
        </Button>
      }
    />
  );
}

export interface FormSmsCodeFieldProps<F extends FieldValues> extends Omit<SmsCodeFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'ref'> {
  readonly form: ApiForm<F>;
  /** The form's code field (its value is the digits typed). */
  readonly name: Path<F>;
}

/** The SMS code field bound to a useApiForm field: its value, touch, focus on error and message. */
export function FormSmsCodeField<F extends FieldValues>({ form, name, ...rest }: FormSmsCodeFieldProps<F>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SmsCodeField
          {...rest}
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={form.errorOf(name)}
        />
      )}
    />
  );
}
