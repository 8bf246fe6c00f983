// Profile (spec §2): photo, username edit, email and phone bind (once bound they cannot change,
// spec §4), password change with an SMS code, language, about us, privacy, check update, sign out.
// Black-gold brands bind, choose the language and confirm the sign out in their popups (spec §2).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import type { User } from '@perya/api/contract';
import { useMutation } from '@tanstack/react-query';
import { passwordEditMutation, userInfoEditMutation } from '@perya/api/queries';
import {
  AVATAR_COUNT,
  formatPhoneDisplay,
  LOCALE_INFO,
  isLocaleCode,
  validateEmail,
  validateName,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from '@perya/domain';
import type { LocaleCode, MessageKey } from '@perya/domain';
import { Avatar, PhoneInput } from '@perya/ui';
import type { BindKind } from '@perya/ui/popups';
import { useServices } from '../../services/services';
import { usePlayerMarket, useUser } from '../../services/queries';
import { NavBar } from '../../components/NavBar';
import { ErrorState, Loading } from '../../components/PageState';
import { useErrorText } from '../auth/useApiError';
import { useAccountActions } from './useAccountActions';
import { openLanguagePopup, openLogoutPopup } from './accountPopups';
import { canBind, useBindPopup } from './useBindPopup';
import * as layout from '../../app/layout.css';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useSmsCode } from '../../components/useSmsCode';
import * as css from '../../components/ui.css';

/** Profile edits show their refusal next to the field, not as a toast. */
function useSaveUser() {
  return useMutation(userInfoEditMutation({ callOptions: { noToast: true } }));
}

function FieldMessage({ error, ok }: { error: string | null; ok?: string | null }) {
  if (error)
    return (
      <p className={css.fieldError} role="alert">
        {error}
      </p>
    );
  if (ok)
    return (
      <p className={css.muted} role="status">
        {ok}
      </p>
    );
  return null;
}

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveUser();
  const errorText = useErrorText();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOk(null);
    const v = validateName(name);
    if (!v.ok) return setError(t(`messages.${v.error}`));
    setError(null);
    save.mutate(
      { name: v.value },
      { onSuccess: () => setOk(t('account.saved')), onError: (err) => setError(errorText(err)) },
    );
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <label className={css.label} htmlFor={`${id}-name`}>
        {t('account.username')}
      </label>
      <div className={css.inputRow}>
        <input id={`${id}-name`} className={css.input} value={name} onChange={(e) => setName(e.target.value)} placeholder={t('account.namePlaceholder')} />
        <button type="submit" className={css.button.secondary} disabled={save.isPending}>
          {t('common.save')}
        </button>
      </div>
      <FieldMessage error={error} ok={ok} />
    </form>
  );
}

function AvatarPicker({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  return (
    <fieldset className={css.form} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={css.label}>{t('account.changePhoto')}</legend>
      <div className={css.avatarGrid}>
        {Array.from({ length: AVATAR_COUNT }, (_, i) => (
          <button
            key={i}
            type="button"
            className={css.avatar}
            aria-pressed={user.avatar === i}
            aria-label={`${t('account.photo')} ${i + 1}`}
            onClick={() => save.mutate({ avatar: i })}
          >
            <Avatar index={i} size="md" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function BindEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveUser();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (user.email) {
    return (
      <div className={css.row}>
        <span>{t('account.email')}</span>
        <span className={css.rowValue}>{user.email}</span>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateEmail(email);
    if (!v.ok) return setError(t(`messages.${v.error}`));
    setError(null);
    save.mutate({ email: v.value }, { onError: (err) => setError(errorText(err)) });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <label className={css.label} htmlFor={`${id}-email`}>
        {t('account.bindEmail')}
      </label>
      <div className={css.inputRow}>
        <input id={`${id}-email`} className={css.input} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className={css.button.secondary} disabled={save.isPending}>
          {t('common.confirm')}
        </button>
      </div>
      <p className={css.muted}>{t('account.boundCannotChange')}</p>
      <FieldMessage error={error} />
    </form>
  );
}

function BindPhone({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveUser();
  const errorText = useErrorText();
  const sms = useSmsCode('bindPhone');
  const { dialCode } = usePlayerMarket();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (user.phone) {
    return (
      <div className={css.row}>
        <span>{t('account.phone')}</span>
        <span className={css.rowValue}>{formatPhoneDisplay(user.phone, dialCode)}</span>
      </div>
    );
  }
  const sendCode = async () => {
    const p = validatePhone(phone);
    if (!p.ok) return setError(t(`messages.${p.error}`));
    setError(await sms.send(p.value));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = validatePhone(phone);
    const c = validateSmsCode(code);
    const bad: MessageKey | null = !p.ok ? p.error : !c.ok ? c.error : null;
    if (bad) return setError(t(`messages.${bad}`));
    setError(null);
    save.mutate({ phone: phone.trim(), verifyCode: code.trim() }, { onError: (err) => setError(errorText(err)) });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      {/* The account's market's dialling code in front (issue 23), as on every phone field. */}
      <PhoneInput label={t('account.bindPhone')} placeholder={t('auth.phonePlaceholder')} value={phone} onValueChange={setPhone} dialCode={dialCode} />
      <SmsCodeField id={`${id}-code`} value={code} onChange={setCode} remaining={sms.remaining} onSend={() => void sendCode()} />
      <button type="submit" className={css.button.secondary} disabled={save.isPending}>
        {t('common.confirm')}
      </button>
      <p className={css.muted}>{t('account.boundCannotChange')}</p>
      <FieldMessage error={error} />
    </form>
  );
}

/** A bound field: its value, no way to change it (spec §4). */
function BoundRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.row}>
      <span>{label}</span>
      <span className={css.rowValue}>{value}</span>
    </div>
  );
}

/** Black-gold: an unbound email or phone is a row that opens the bind popup; a bound one shows its value. */
function BindRows({ user }: { user: User }) {
  const { t } = useTranslation();
  const bind = useBindPopup();
  const row = (kind: BindKind, label: string, action: string, value: string) =>
    canBind(user, kind) ? (
      <button type="button" className={css.row} onClick={() => bind(kind)}>
        <span>{action}</span>
        <span className={css.rowValue}>{t('account.notBound')}</span>
      </button>
    ) : (
      <BoundRow label={label} value={value} />
    );
  return (
    <>
      {row('email', t('account.email'), t('account.bindEmail'), user.email)}
      {row('phone', t('account.phone'), t('account.bindPhone'), user.phone)}
      {canBind(user, 'email') || canBind(user, 'phone') ? <p className={css.muted}>{t('account.boundCannotChange')}</p> : null}
    </>
  );
}

function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const sms = useSmsCode('security');
  const [code, setCode] = useState('');
  const [pw, setPw] = useState('');
  const [pw2, setPw2] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const change = useMutation(passwordEditMutation({ callOptions: { noToast: true } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOk(null);
    const c = validateSmsCode(code);
    const p = validatePassword(pw);
    if (!c.ok) return setError(t(`messages.${c.error}`));
    if (!p.ok) return setError(t(`messages.${p.error}`));
    if (pw !== pw2) return setError(t('account.passwordsDoNotMatch'));
    setError(null);
    change.mutate({ verifyCode: c.value, pwd: pw }, { onSuccess: () => setOk(t('account.passwordChanged')), onError: (err) => setError(errorText(err)) });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate id="password" style={{ scrollMarginTop: '4.5rem' }}>
      <h2 className={css.label}>{t('account.changePassword')}</h2>
      <p className={css.muted}>{t('account.securityNotice')}</p>
      <SmsCodeField id={`${id}-code`} value={code} onChange={setCode} remaining={sms.remaining} canSend={Boolean(user.phone)} onSend={() => void sms.send(user.phone).then(setError)} />
      <label className={css.label} htmlFor={`${id}-new`}>
        {t('account.newPassword')}
      </label>
      <input id={`${id}-new`} className={css.input} type="password" autoComplete="new-password" value={pw} onChange={(e) => setPw(e.target.value)} />
      <label className={css.label} htmlFor={`${id}-again`}>
        {t('account.confirmPassword')}
      </label>
      <input id={`${id}-again`} className={css.input} type="password" autoComplete="new-password" value={pw2} onChange={(e) => setPw2(e.target.value)} />
      <button type="submit" className={css.button.secondary} disabled={change.isPending}>
        {t('common.save')}
      </button>
      <FieldMessage error={error} ok={ok} />
    </form>
  );
}

function LanguagePicker() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const { setLanguage } = useAccountActions();
  const current = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  if (s.config.capabilities.languagePopup)
    return (
      <button type="button" className={css.row} id="language" onClick={() => openLanguagePopup(s, current, setLanguage)}>
        <span>{t('account.language')}</span>
        <span className={css.rowValue}>{LOCALE_INFO[current].nativeName}</span>
      </button>
    );
  return (
    <fieldset className={css.form} style={{ border: 0, padding: 0, margin: 0 }} id="language">
      <legend className={css.label}>{t('account.language')}</legend>
      <select
        className={css.input}
        aria-label={t('account.language')}
        value={current}
        onChange={(e) => {
          const v = e.target.value;
          if (isLocaleCode(v)) void setLanguage(v as LocaleCode);
        }}
      >
        {s.config.locales.map((l) => (
          <option key={l} value={l}>
            {LOCALE_INFO[l].nativeName}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

export default function ProfilePage() {
  const s = useServices();
  const { t } = useTranslation();
  const user = useUser();
  const { checkUpdate, signOut } = useAccountActions();
  const location = useLocation();
  useEffect(() => {
    if (location.hash) document.querySelector(location.hash)?.scrollIntoView();
  }, [location.hash]);
  return (
    <>
      <NavBar title={t('nav.profile')} />
      <div className={layout.page} data-page="profile">
        {user.isPending ? (
          <Loading rows={5} />
        ) : user.isError ? (
          <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <>
            <section className={css.card}>
              <AvatarPicker user={user.data} />
            </section>
            <section className={css.card}>
              <NameForm key={user.data.userId} user={user.data} />
            </section>
            <section className={css.card}>
              {s.config.capabilities.profileBindPopup ? (
                <BindRows user={user.data} />
              ) : (
                <>
                  <BindEmail user={user.data} />
                  <BindPhone user={user.data} />
                </>
              )}
            </section>
            <section className={css.card}>
              <PasswordForm user={user.data} />
            </section>
          </>
        )}
        <section className={css.card}>
          <LanguagePicker />
        </section>
        <nav className={css.card}>
          <ul className={css.list}>
            <li>
              <Link className={css.row} to="/aboutus">
                {t('account.aboutUs')}
              </Link>
            </li>
            <li>
              <Link className={css.row} to="/privacy">
                {t('account.privacyPolicy')}
              </Link>
            </li>
            <li>
              <button type="button" className={css.row} onClick={() => void checkUpdate()}>
                {t('account.checkUpdate')}
              </button>
            </li>
            <li>
              <button type="button" className={css.row} onClick={s.config.capabilities.logoutPopup ? () => openLogoutPopup(s, t, 'here', signOut) : signOut}>
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
