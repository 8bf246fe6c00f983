// The black-gold v3/v4 login popup (spec §2: tab 0 register, 1 log in), used instead of /login.
// It validates the form with the spec §5 rules and hands the values to the shell, which calls the
// API; the server's refusal comes back as `error`.
import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { validateInviteCode, validatePassword, validatePhone } from '@perya/domain';
import type { MessageKey } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Input } from '../../components/Input/Input';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { PhoneInput } from '../../components/PhoneInput/PhoneInput';
import { useMessageText, useUiText, type UiTextKey } from '../../i18n';
import { Dialog } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { LoginTab, PopupComponentProps } from '../types';

const TAB_KEYS = { 0: 'popups.login.registerTab', 1: 'popups.login.loginTab' } as const satisfies Record<LoginTab, UiTextKey>;

interface FieldErrors {
  phone?: MessageKey;
  password?: MessageKey;
  inviteCode?: MessageKey;
}

export function LoginPopup({
  tab: initialTab = 1,
  onSubmit,
  onGoogle,
  onTabChange,
  busy = false,
  error,
  initialInviteCode = '',
  dialCode,
  ...chrome
}: PopupComponentProps<'login'>) {
  const message = useMessageText();
  const t = useUiText();
  const id = useId();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
  const [errors, setErrors] = useState<FieldErrors>({});

  const choose = (next: LoginTab) => {
    setTab(next);
    setErrors({});
    onTabChange?.(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      choose(tab === 0 ? 1 : 0);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const p = validatePhone(phone);
    const pw = validatePassword(password);
    const code = tab === 0 ? validateInviteCode(inviteCode) : ({ ok: true, value: '' } as const);
    const next: FieldErrors = {
      ...(p.ok ? {} : { phone: p.error }),
      ...(pw.ok ? {} : { password: pw.error }),
      ...(code.ok ? {} : { inviteCode: code.error }),
    };
    setErrors(next);
    if (!p.ok || !pw.ok || !code.ok) return;
    onSubmit({ tab, phone: p.value, password: pw.value, inviteCode: code.value });
  };

  return (
    <Dialog {...chrome} title={t(TAB_KEYS[tab])} placement="sheet">
      <div className={css.stack}>
        <div className={css.tabs} role="tablist" aria-label={t('popups.login.title')}>
          {([0, 1] as const).map((value) => (
            <button
              key={value}
              id={`${id}-tab-${value}`}
              type="button"
              role="tab"
              className={css.tab}
              aria-selected={tab === value}
              aria-controls={`${id}-panel`}
              tabIndex={tab === value ? 0 : -1}
              onClick={() => choose(value)}
              onKeyDown={onTabKeyDown}
            >
              {t(TAB_KEYS[value])}
            </button>
          ))}
        </div>
        {/* ARIA allows no tabpanel role on a form, so the panel wraps it. */}
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
          <form className={css.stack} onSubmit={submit} noValidate>
            <PhoneInput
              label={t('auth.phone')}
              value={phone}
              onValueChange={setPhone}
              dialCode={dialCode}
              error={errors.phone && message(errors.phone)}
            />
            <PasswordInput
              label={t('auth.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete={tab === 0 ? 'new-password' : 'current-password'}
              error={errors.password && message(errors.password)}
            />
            {tab === 0 ? (
              <Input
                label={t('auth.inviteCodeOptional')}
                value={inviteCode}
                onChange={(e) => setInviteCode(e.currentTarget.value)}
                autoCapitalize="characters"
                error={errors.inviteCode && message(errors.inviteCode)}
              />
            ) : null}
            {error ? (
              <p className={css.error} role="alert">
                {error}
              </p>
            ) : null}
            <Button type="submit" fullWidth loading={busy}>
              {t(TAB_KEYS[tab])}
            </Button>
            {onGoogle ? (
              <Button variant="secondary" fullWidth onClick={onGoogle}>
                {t('auth.loginWithGoogle')}
              </Button>
            ) : null}
          </form>
        </div>
      </div>
    </Dialog>
  );
}
