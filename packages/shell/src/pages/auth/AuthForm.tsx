// Register (tab 0) and log in (tab 1) with phone + password, or an SMS code with the 120 s resend
// (spec §5), Google when the brand has a clientId and Facebook when it has a Facebook app id (spec §2). "Forgot password?" leads to the SMS code
// login (the password is then changed on the profile); the terms and the privacy policy are links. Registering asks the date of birth (issue 15
// age gate): the server refuses anyone under the market's minimum age. Used by the /login and /brandlogin pages and
// the black-gold login popup alike. The fields are checked by the request schema of the call the
// mode makes (registerByAccount's rules for a sign-up, loginByOtp, loginByAccount).
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from '@perya/i18n';
import { Link } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { routes } from '@perya/api/routes';
import {
  facebookLoginMutation,
  googleLoginMutation,
  loginByAccountMutation,
  loginByOtpMutation,
  smsSendLoginMutation,
  smsSendRegisterMutation,
} from '@perya/api/queries';
import { useMutation } from '@tanstack/react-query';
import { formatPhoneDisplay, gmt8DayKey, marketDialCode, resendRemainingSeconds, TRACKED_EVENTS } from '@perya/domain';
import { Button, Inline, Input, PasswordInput, PhoneInput, Stack, Tabs, Text } from '@perya/ui';
import { useServices } from '../../services/services';
import { parseAdData } from '../../platform/adData';
import { STORAGE_KEYS } from '../../platform/storage';
import { SmsCodeField } from '../../components/SmsCodeField';
import { FormError, SubmitButton, useApiForm } from '../../forms';
import { useErrorText } from './useApiError';
import { GOOGLE_CLIENT_ID_REQUIRED, GOOGLE_NOT_AVAILABLE, googleIdToken } from './google';
import { facebookAccessToken, FacebookLoginError, loadFacebookSdk } from './facebook';
import { InviteCodeButton, InviteCodeHint } from '../invite/InviteCodeCheck';
import * as styles from './auth.css';

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

/** The form's fields, named like the requests' fields. */
interface AuthValues {
  account: string;
  pwd: string;
  /** The sign-up's code (registerByAccount/loginByOtp `code`). */
  code: string;
  /** The SMS login's code (loginByOtp `verifyCode`). */
  verifyCode: string;
  birthday: string;
  inviteCode: string;
}

/**
 * Spec §8's text for Google's own trouble (no client id; Google Identity Services did not load, or
 * gave no credential), or undefined for anything else (the server's answer, a network failure).
 */
function googleTrouble(error: unknown): 'messages.googleClientIdRequired' | 'messages.googleNotInstalled' | undefined {
  if (!(error instanceof Error) || 'kind' in error) return undefined;
  if (error.message === GOOGLE_CLIENT_ID_REQUIRED) return 'messages.googleClientIdRequired';
  if (error.message === GOOGLE_NOT_AVAILABLE) return 'messages.googleNotInstalled';
  return undefined;
}

type LoginEvent = typeof TRACKED_EVENTS.login | typeof TRACKED_EVENTS.googleLogin | typeof TRACKED_EVENTS.facebookLogin;

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
  const [useCode, setUseCode] = useState(tab === 0);
  const [today] = useState(() => gmt8DayKey(Date.now()));
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const now = useNow(sentAt !== undefined);
  const remaining = resendRemainingSeconds(sentAt, now);
  const registering = tab === 0;
  const codeMode = registering || useCode;
  // The brand's market's dialling code (spec §1 "+63"; a guest has no account yet), whatever the interface language.
  const dial = marketDialCode(null, s.config.market);

  const form = useApiForm<AuthValues>({
    endpoint: registering ? routes.registerByAccount : codeMode ? routes.loginByOtp : routes.loginByAccount,
    skip: registering ? ['verifyCode'] : codeMode ? ['code', 'pwd', 'birthday', 'inviteCode'] : [],
    // The SMS login's code is optional in loginByOtp (a sign-up sends `code`), required here.
    required: codeMode && !registering ? ['verifyCode'] : [],
    rules: registering
      ? // Only whether it is given: its format is the contract's, the age the server's (its market's minimum age).
        { birthday: (value) => (value === '' ? 'birthdayRequired' : undefined) }
      : {},
    defaultValues: { account: '', pwd: '', code: '', verifyCode: '', birthday: '', inviteCode: initialInvite },
    serverFields: { codeIncorrect: registering ? 'code' : 'verifyCode', codeExpired: registering ? 'code' : 'verifyCode' },
  });
  const phone = form.watch('account');
  const invite = form.watch('inviteCode');

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

  // Every way in stores the session and reloads user info by the login write rule (spec §4).
  const finish = (event: LoginEvent = TRACKED_EVENTS.login) => {
    // spec §5 tracked "login" (a registration logs the player in too), "Google login" and "Facebook login".
    void s.reporter.track(event);
    onDone();
  };

  const sendCode = useMutation({
    mutationFn: async () => {
      if (!(await form.trigger('account'))) return;
      const payload = { phone: form.getValues('account') };
      await (registering ? sendRegisterCode.mutateAsync(payload) : sendLoginCode.mutateAsync(payload));
      setSentAt(Date.now());
    },
    onError: (e) => form.showError(e),
  });

  const google = useMutation({
    mutationFn: async () => {
      const idToken = await googleIdToken(s.config.env.googleClientId);
      const payload = { idToken, source: s.config.id };
      await googleLogin.mutateAsync(payload);
      finish(TRACKED_EVENTS.googleLogin);
    },
    // The server's refusal goes to the form; Google's own trouble (spec §8) shows under its button.
    onError: (e) => {
      if (googleTrouble(e) === undefined) form.showError(e);
    },
  });
  const googleKey = googleTrouble(google.error);
  const googleError = googleKey === undefined ? null : t(googleKey);

  // Facebook's own message shows under its button, where the player tapped.
  const facebook = useMutation({
    mutationFn: async () => {
      form.clearErrors();
      const accessToken = await facebookAccessToken(facebookAppId, facebookSdkUrl, i18n.language);
      // A new account takes the invite code (typed, or from the invite link), as an SMS sign-up does;
      // an existing account ignores it.
      const inviteCode = invite.trim() === '' ? undefined : invite.trim();
      await facebookLogin.mutateAsync({ accessToken, source: s.config.id, ...(inviteCode === undefined ? {} : { inviteCode }) });
      finish(TRACKED_EVENTS.facebookLogin);
    },
  });
  const facebookError =
    facebook.error === null
      ? null
      : facebook.error instanceof FacebookLoginError
        ? // Closing Facebook's dialog is the player's choice: nothing to say. No SDK: spec §8's text.
          facebook.error.reason === 'unavailable'
          ? t('messages.installFacebook')
          : null
        : errorText(facebook.error);

  const switchTab = (next: AuthTab) => {
    form.clearErrors();
    facebook.reset();
    google.reset();
    setUseCode(next === 0);
    onTabChange(next);
  };

  const submit = form.submit(async (v) => {
    facebook.reset();
    google.reset();
    const signup = {
      ...(registering && v.inviteCode ? { inviteCode: v.inviteCode } : {}),
      ...(registering ? { birthday: v.birthday } : {}),
      source: s.config.id,
      adData: parseAdData(s.kv.get(STORAGE_KEYS.adData)),
      // Spec §7: giveBonus is 1 when the sign-up comes from the app wrapper.
      ...(s.bridge() ? { giveBonus: 1 as const } : {}),
    };
    if (registering) {
      await loginByOtp.mutateAsync({ account: v.account, code: v.code, pwd: v.pwd, ...signup });
    } else if (codeMode) {
      await loginByOtp.mutateAsync({ account: v.account, verifyCode: v.verifyCode, ...signup });
    } else {
      await loginByAccount.mutateAsync({ account: v.account, pwd: v.pwd });
    }
    finish();
  });

  const codeField = registering ? 'code' : 'verifyCode';
  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate data-auth-tab={tab}>
      <Tabs
        label={t('auth.login')}
        fill
        items={[
          { id: '0', label: t('auth.register') },
          { id: '1', label: t('auth.login') },
        ]}
        value={String(tab) as '0' | '1'}
        onChange={(id) => switchTab(id === '0' ? 0 : 1)}
      />

      <Controller
        control={form.control}
        name="account"
        render={({ field }) => (
          <PhoneInput
            ref={field.ref}
            name={field.name}
            label={t('auth.phone')}
            placeholder={t('auth.phonePlaceholder')}
            dialCode={dial}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={form.errorOf('account')}
          />
        )}
      />

      {codeMode ? (
        <Controller
          key={codeField}
          control={form.control}
          name={codeField}
          render={({ field }) => (
            <SmsCodeField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              remaining={remaining}
              onSend={() => sendCode.mutate()}
              sending={sendCode.isPending}
              error={form.errorOf(codeField)}
              hint={sentAt !== undefined ? t('auth.codeSent', { phone: formatPhoneDisplay(phone, dial) }) : undefined}
            />
          )}
        />
      ) : null}

      {registering || !codeMode ? (
        <Stack space="xs">
          <PasswordInput
            {...form.register('pwd')}
            label={t('auth.password')}
            autoComplete={registering ? 'new-password' : 'current-password'}
            placeholder={t('auth.passwordPlaceholder')}
            error={form.errorOf('pwd')}
          />
          {registering ? null : (
            <Inline align="right">
              <Button
                variant="ghost"
                size="sm"
                data-testid="forgot-password"
                onClick={() => {
                  // The SMS code proves the phone: the player logs in with it and sets a new password
                  // on the profile. The phone typed so far stays.
                  form.clearErrors();
                  form.setValue('pwd', '');
                  setUseCode(true);
                  requestAnimationFrame(() => form.setFocus('verifyCode'));
                }}
              >
                {t('auth.forgotPassword')}
              </Button>
            </Inline>
          )}
        </Stack>
      ) : null}

      {registering ? (
        <Input
          {...form.register('birthday')}
          label={t('auth.birthday')}
          type="date"
          required
          autoComplete="bday"
          max={today}
          hint={t('auth.birthdayHint')}
          error={form.errorOf('birthday')}
        />
      ) : null}

      {registering ? (
        <Stack space="xs">
          <Input {...form.register('inviteCode')} label={t('auth.inviteCodeOptional')} error={form.errorOf('inviteCode')} />
          {form.errorOf('inviteCode') || invite.trim() === '' ? null : <InviteCodeHint code={invite} />}
          {s.config.capabilities.inviteCodeButton ? <InviteCodeButton value={invite} onCode={(code) => form.setValue('inviteCode', code)} /> : null}
        </Stack>
      ) : null}

      <FormError form={form} />

      <SubmitButton form={form} disabled={facebook.isPending}>
        {registering ? t('auth.register') : t('auth.login')}
      </SubmitButton>

      {registering ? null : (
        <Button variant="ghost" fullWidth onClick={() => setUseCode(!useCode)}>
          {useCode ? t('auth.loginWithPassword') : t('auth.loginWithCode')}
        </Button>
      )}

      {s.config.env.googleClientId ? (
        <Button variant="secondary" fullWidth loading={google.isPending} onClick={() => google.mutate()}>
          {t('auth.loginWithGoogle')}
        </Button>
      ) : null}
      {googleError ? (
        <Text tone="danger" size="sm" role="alert" data-testid="google-error">
          {googleError}
        </Text>
      ) : null}
      {facebookAppId ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => facebook.mutate()}
          loading={facebook.isPending}
          disabled={form.busy}
          data-testid="facebook-login"
          icon={
            // Facebook's "f" in its own brand blue on every theme (Facebook's brand guidelines).
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="#1877F2"
                d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
              />
            </svg>
          }
        >
          {t('auth.loginWithFacebook')}
        </Button>
      ) : null}
      {facebookError ? (
        <Text tone="danger" size="sm" role="alert" data-testid="facebook-error">
          {facebookError}
        </Text>
      ) : null}
      <Text tone="muted" size="sm" align="center" data-testid="agree-terms">
        <Trans
          i18nKey="auth.agreeTerms"
          components={{
            terms: <Link className={styles.inlineLink} to="/terms" onClick={onLeave} />,
            privacy: <Link className={styles.inlineLink} to="/privacy" onClick={onLeave} />,
          }}
        />
      </Text>
    </Stack>
  );
}
