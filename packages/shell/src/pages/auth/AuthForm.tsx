// Register (tab 0) and log in (tab 1) with phone + password, or an SMS code with the 120 s resend
// (spec §5), Google when the brand has a clientId and Facebook when it has a Facebook app id (spec §2). "Forgot password?" leads to the SMS code
// login (the password is then changed on the profile); the terms and the privacy policy are links. Registering asks the date of birth (issue 15
// age gate): the server refuses anyone under the market's minimum age. Used by the /login and /brandlogin pages and
// the black-gold login popup alike.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '@perya/i18n';
import { Link } from 'react-router-dom';
import {
  facebookLoginMutation,
  googleLoginMutation,
  loginByAccountMutation,
  loginByOtpMutation,
  smsSendLoginMutation,
  smsSendRegisterMutation,
} from '@perya/api/queries';
import { useMutation } from '@tanstack/react-query';
import {
  checkBirthday,
  formatPhoneDisplay,
  gmt8DayKey,
  marketDialCode,
  resendRemainingSeconds,
  validateInviteCode,
  validatePassword,
  validatePhone,
  validateSmsCode,
  TRACKED_EVENTS,
} from '@perya/domain';
import type { MessageKey } from '@perya/domain';
import { useServices } from '../../services/services';
import { parseAdData } from '../../platform/adData';
import { STORAGE_KEYS } from '../../platform/storage';
import { SmsCodeField } from '../../components/SmsCodeField';
import * as css from '../../components/ui.css';
import { useErrorText } from './useApiError';
import { googleIdToken } from './google';
import { facebookAccessToken, FacebookLoginError, loadFacebookSdk } from './facebook';
import { InviteCodeButton, InviteCodeHint } from '../invite/InviteCodeCheck';

export type AuthTab = 0 | 1;

interface Props {
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  /** Called once the session is stored. */
  onDone(): void;
  /** Called when the player follows a link out of the form (terms, privacy): a popup surface closes. */
  onLeave?(): void;
  inviteCode?: string;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

export function AuthForm({ tab, onTabChange, onDone, onLeave, inviteCode: initialInvite = '' }: Props) {
  const s = useServices();
  const { t, i18n } = useTranslation();
  // The refusal shows in the form: no toast on top of it.
  const quiet = { callOptions: { noToast: true } };
  const sendRegisterCode = useMutation(smsSendRegisterMutation(quiet));
  const sendLoginCode = useMutation(smsSendLoginMutation(quiet));
  const loginByOtp = useMutation(loginByOtpMutation(quiet));
  const loginByAccount = useMutation(loginByAccountMutation(quiet));
  const googleLogin = useMutation(googleLoginMutation(s.config.invite, quiet));
  const facebookLogin = useMutation(facebookLoginMutation(quiet));
  const errorText = useErrorText();
  const ids = useId();
  const [useCode, setUseCode] = useState(tab === 0);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [invite, setInvite] = useState(initialInvite);
  const [birthday, setBirthday] = useState('');
  const [today] = useState(() => gmt8DayKey(Date.now()));
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'phone' | 'password' | 'code' | 'invite' | 'birthday', MessageKey>>>({});
  const [error, setError] = useState<string | null>(null);
  // Facebook's own message shows under its button, where the player tapped.
  const [facebookError, setFacebookError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(sentAt !== undefined);
  const remaining = resendRemainingSeconds(sentAt, now);
  const registering = tab === 0;
  const codeMode = registering || useCode;
  // The brand's market's dialling code (spec §1 "+63"; a guest has no account yet), whatever the interface language.
  const dial = marketDialCode(null, s.config.market);
  const codeInput = useRef<HTMLDivElement>(null);

  // The Facebook SDK loads while the form shows, so a tap opens Facebook's login at once (a popup
  // opened long after the tap would be blocked); a failed load is tried again on the tap.
  const { facebookAppId, facebookSdkUrl } = s.config.env;
  useEffect(() => {
    if (facebookAppId) loadFacebookSdk(facebookAppId, facebookSdkUrl, i18n.language).catch(() => undefined);
  }, [facebookAppId, facebookSdkUrl, i18n.language]);

  // spec §5 tracked "register page": each time the register form is shown.
  useEffect(() => {
    if (tab === 0) void s.reporter.track(TRACKED_EVENTS.registerPage);
  }, [s, tab]);

  const switchTab = (next: AuthTab) => {
    setError(null);
    setFacebookError(null);
    setFieldErrors({});
    setUseCode(next === 0);
    onTabChange(next);
  };

  const sendCode = async () => {
    setError(null);
    const p = validatePhone(phone);
    if (!p.ok) {
      setFieldErrors({ phone: p.error });
      return;
    }
    setFieldErrors({});
    try {
      const payload = { phone: p.value };
      await (registering ? sendRegisterCode.mutateAsync(payload) : sendLoginCode.mutateAsync(payload));
      setSentAt(Date.now());
    } catch (e) {
      setError(errorText(e));
    }
  };

  // Every way in stores the session and reloads user info by the login write rule (spec §4).
  const finish = (
    event: typeof TRACKED_EVENTS.login | typeof TRACKED_EVENTS.googleLogin | typeof TRACKED_EVENTS.facebookLogin = TRACKED_EVENTS.login,
  ) => {
    // spec §5 tracked "login" (a registration logs the player in too), "Google login" and "Facebook login".
    void s.reporter.track(event);
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFacebookError(null);
    const errors: typeof fieldErrors = {};
    const p = validatePhone(phone);
    if (!p.ok) errors.phone = p.error;
    const pw = validatePassword(password);
    if ((registering || !codeMode) && !pw.ok) errors.password = pw.error;
    const c = validateSmsCode(code);
    if (codeMode && !c.ok) errors.code = c.error;
    const inv = validateInviteCode(invite);
    if (registering && !inv.ok) errors.invite = inv.error;
    // Only whether it is a date: the age is the server's to judge (its market's minimum age).
    if (registering && birthday === '') errors.birthday = 'birthdayRequired';
    else if (registering && checkBirthday(birthday, Date.now(), 0) === 'invalid') errors.birthday = 'birthdayInvalid';
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0 || !p.ok) return;
    const signup = {
      ...(registering && invite.trim() ? { inviteCode: invite.trim() } : {}),
      ...(registering ? { birthday } : {}),
      source: s.config.id,
      adData: parseAdData(s.kv.get(STORAGE_KEYS.adData)),
      // Spec §7: giveBonus is 1 when the sign-up comes from the app wrapper.
      ...(s.bridge() ? { giveBonus: 1 as const } : {}),
    };
    setBusy(true);
    try {
      if (registering) {
        await loginByOtp.mutateAsync({ account: p.value, code: code.trim(), pwd: password, ...signup });
      } else if (codeMode) {
        await loginByOtp.mutateAsync({ account: p.value, verifyCode: code.trim(), ...signup });
      } else {
        await loginByAccount.mutateAsync({ account: p.value, pwd: password });
      }
      finish();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const google = async () => {
    setError(null);
    try {
      const idToken = await googleIdToken(s.config.env.googleClientId);
      const payload = { idToken, source: s.config.id };
      await googleLogin.mutateAsync(payload);
      finish(TRACKED_EVENTS.googleLogin);
    } catch (e) {
      setError(e instanceof Error && !('kind' in e) ? e.message : errorText(e));
    }
  };

  const facebook = async () => {
    setError(null);
    setFacebookError(null);
    setBusy(true);
    try {
      const accessToken = await facebookAccessToken(facebookAppId, facebookSdkUrl, i18n.language);
      // A new account takes the invite code (typed, or from the invite link), as an SMS sign-up does;
      // an existing account ignores it.
      const inviteCode = invite.trim() === '' ? undefined : invite.trim();
      await facebookLogin.mutateAsync({ accessToken, source: s.config.id, ...(inviteCode === undefined ? {} : { inviteCode }) });
      finish(TRACKED_EVENTS.facebookLogin);
    } catch (e) {
      if (e instanceof FacebookLoginError) {
        // Closing Facebook's dialog is the player's choice: nothing to say. No SDK: spec §8's text.
        setFacebookError(e.reason === 'unavailable' ? t('messages.installFacebook') : null);
      } else {
        setFacebookError(errorText(e));
      }
    } finally {
      setBusy(false);
    }
  };

  const fe = (k: keyof typeof fieldErrors) => {
    const key = fieldErrors[k];
    return key ? (
      <p className={css.fieldError} id={`${ids}-${k}-err`}>
        {t(`messages.${key}`)}
      </p>
    ) : null;
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate data-auth-tab={tab}>
      <div className={css.tabs} role="tablist">
        <button type="button" role="tab" aria-selected={tab === 0} className={css.tabButton} onClick={() => switchTab(0)}>
          {t('auth.register')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 1} className={css.tabButton} onClick={() => switchTab(1)}>
          {t('auth.login')}
        </button>
      </div>

      <div className={css.field}>
        <label className={css.label} htmlFor={`${ids}-phone`}>
          {t('auth.phone')}
        </label>
        <div className={css.inputRow}>
          <span className={css.prefix} aria-label={t('auth.countryCode')} data-testid="dial-code">
            {dial}
          </span>
          <input
            id={`${ids}-phone`}
            className={css.input}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.phonePlaceholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 11))}
            aria-invalid={fieldErrors.phone ? true : undefined}
            aria-describedby={fieldErrors.phone ? `${ids}-phone-err` : undefined}
          />
        </div>
        {fe('phone')}
      </div>

      {codeMode ? (
        <div className={css.field} ref={codeInput}>
          <SmsCodeField id={`${ids}-code`} value={code} onChange={setCode} remaining={remaining} onSend={sendCode} invalid={Boolean(fieldErrors.code)} />
          {sentAt !== undefined ? <p className={css.muted}>{t('auth.codeSent', { phone: formatPhoneDisplay(phone, dial) })}</p> : null}
          {fe('code')}
        </div>
      ) : null}

      {registering || !codeMode ? (
        <div className={css.field}>
          <label className={css.label} htmlFor={`${ids}-pw`}>
            {t('auth.password')}
          </label>
          <input
            id={`${ids}-pw`}
            className={css.input}
            type="password"
            autoComplete={registering ? 'new-password' : 'current-password'}
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={fieldErrors.password ? true : undefined}
          />
          {fe('password')}
          {registering ? null : (
            <button
              type="button"
              className={css.linkButton}
              data-testid="forgot-password"
              onClick={() => {
                // The SMS code proves the phone: the player logs in with it and sets a new password
                // on the profile. The phone typed so far stays.
                setError(null);
                setFieldErrors({});
                setPassword('');
                setUseCode(true);
                requestAnimationFrame(() => codeInput.current?.querySelector('input')?.focus());
              }}
            >
              {t('auth.forgotPassword')}
            </button>
          )}
        </div>
      ) : null}

      {registering ? (
        <div className={css.field}>
          <label className={css.label} htmlFor={`${ids}-birthday`}>
            {t('auth.birthday')}
          </label>
          <input
            id={`${ids}-birthday`}
            className={css.input}
            type="date"
            required
            autoComplete="bday"
            max={today}
            value={birthday}
            onChange={(e) => setBirthday(e.target.value)}
            aria-invalid={fieldErrors.birthday ? true : undefined}
            aria-describedby={fieldErrors.birthday ? `${ids}-birthday-err` : `${ids}-birthday-hint`}
          />
          {fe('birthday') ?? (
            <p className={css.muted} id={`${ids}-birthday-hint`}>
              {t('auth.birthdayHint')}
            </p>
          )}
        </div>
      ) : null}

      {registering ? (
        <div className={css.field}>
          <label className={css.label} htmlFor={`${ids}-invite`}>
            {t('auth.inviteCodeOptional')}
          </label>
          <input id={`${ids}-invite`} className={css.input} value={invite} onChange={(e) => setInvite(e.target.value)} />
          {fe('invite')}
          {fieldErrors.invite || invite.trim() === '' ? null : <InviteCodeHint code={invite} />}
          {s.config.capabilities.inviteCodeButton ? <InviteCodeButton value={invite} onCode={setInvite} /> : null}
        </div>
      ) : null}

      {error ? (
        <p className={css.fieldError} role="alert">
          {error}
        </p>
      ) : null}

      <button type="submit" className={css.button.primary} disabled={busy} aria-busy={busy}>
        {registering ? t('auth.register') : t('auth.login')}
      </button>

      {registering ? null : (
        <button type="button" className={css.button.ghost} onClick={() => setUseCode(!useCode)}>
          {useCode ? t('auth.loginWithPassword') : t('auth.loginWithCode')}
        </button>
      )}

      {s.config.env.googleClientId ? (
        <button type="button" className={css.button.secondary} onClick={google}>
          {t('auth.loginWithGoogle')}
        </button>
      ) : null}
      {facebookAppId ? (
        <button type="button" className={css.button.facebook} onClick={facebook} disabled={busy} data-testid="facebook-login">
          <svg className={css.facebookMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
            />
          </svg>
          {t('auth.loginWithFacebook')}
        </button>
      ) : null}
      {facebookError ? (
        <p className={css.fieldError} role="alert" data-testid="facebook-error">
          {facebookError}
        </p>
      ) : null}
      <p className={css.muted} data-testid="agree-terms">
        <Trans
          i18nKey="auth.agreeTerms"
          components={{
            terms: <Link className={css.inlineLink} to="/terms" onClick={onLeave} />,
            privacy: <Link className={css.inlineLink} to="/privacy" onClick={onLeave} />,
          }}
        />
      </p>
    </form>
  );
}
