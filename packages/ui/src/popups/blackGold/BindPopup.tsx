// Bind a phone or an email to the account (spec §2 profile: email bind, phone bind; §4: once
// bound it cannot be changed). The shell sends the code and binds; this popup validates input.
// Both are proven with a code: a phone's comes by SMS, an email's by email (issue 26 item 5).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateEmail, validatePhone, validateSmsCode } from '@perya/domain';
import type { MessageKey } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Input } from '../../components/Input/Input';
import { OtpInput } from '../../components/OtpInput/OtpInput';
import { PhoneInput } from '../../components/PhoneInput/PhoneInput';
import { useMessageText, useUiText } from '../../i18n';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { ShieldArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';

export function BindPopup({
  kind,
  onSendCode,
  onSubmit,
  resendSeconds = 0,
  busy = false,
  error,
  dialCode,
  ...chrome
}: PopupComponentProps<'bind'>) {
  const t = useUiText();
  const message = useMessageText();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ value?: MessageKey; code?: MessageKey }>({});
  const phone = kind === 'phone';
  const validateValue = phone ? validatePhone : validateEmail;

  const sendCode = () => {
    const v = validateValue(value);
    setErrors(v.ok ? {} : { value: v.error });
    if (v.ok) onSendCode?.(v.value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const v = validateValue(value);
    const c = validateSmsCode(code);
    setErrors({ ...(v.ok ? {} : { value: v.error }), ...(c.ok ? {} : { code: c.error }) });
    if (v.ok && c.ok) onSubmit({ value: v.value, code: c.value });
  };

  const title = phone ? t('account.bindPhone') : t('account.bindEmail');
  return (
    <Popup {...chrome} title={title} illustration={<ShieldArt />}>
      <form className={css.stack} onSubmit={submit} noValidate>
        <p className={css.muted}>{message('alreadyBound')}</p>
        {phone ? (
          <PhoneInput label={t('auth.phone')} value={value} onValueChange={setValue} dialCode={dialCode} error={errors.value && message(errors.value)} />
        ) : (
          <Input
            label={t('account.email')}
            type="email"
            autoComplete="email"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={errors.value && message(errors.value)}
          />
        )}
        <Button variant="secondary" onClick={sendCode} disabled={resendSeconds > 0}>
          {resendSeconds > 0 ? t('auth.resendIn', { seconds: resendSeconds }) : t('auth.sendCode')}
        </Button>
        <OtpInput label={phone ? t('auth.smsCode') : t('account.emailCode')} value={code} onChange={setCode} error={errors.code && message(errors.code)} />
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={busy}>
          {title}
        </Button>
      </form>
    </Popup>
  );
}
