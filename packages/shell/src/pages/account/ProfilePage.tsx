// Profile (spec §2): photo, username edit, email and phone bind (once bound they cannot change,
// spec §4), password change with an SMS code, language, about us, privacy, check update, sign out.
// Black-gold brands bind, choose the language and confirm the sign out in their popups (spec §2).
// Each edit is a form checked by its request's schema (userInfoEdit, passwordEdit).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@perya/i18n';
import { routes } from '@perya/api/routes';
import type { User } from '@perya/api/contract';
import { passwordEditMutation, userInfoEditMutation } from '@perya/api/queries';
import { AVATAR_COUNT, formatPhoneDisplay, LOCALE_INFO, isLocaleCode } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { Avatar, Button, Card, ErrorState, Heading, Input, ListRow, NavBar, PasswordInput, PhoneInput, Picker, Skeleton, Stack, Text } from '@perya/ui';
import type { BindKind } from '@perya/ui/popups';
import { useServices } from '../../services/services';
import { usePlayerMarket, useUser } from '../../services/queries';
import { useAccountActions } from './useAccountActions';
import { openLanguagePopup, openLogoutPopup } from './accountPopups';
import { canBind, useBindPopup } from './useBindPopup';
import * as layout from '../../app/layout.css';
import { FormSmsCodeField } from '../../components/SmsCodeField';
import { useEmailCode, useSmsCode } from '../../components/useSmsCode';
import { FormError, SubmitButton, useApiForm } from '../../forms';
import * as styles from './profile.css';

/** Profile edits show their refusal next to the field, not as a toast. */
function useSaveUser() {
  return useMutation(userInfoEditMutation({ callOptions: { noToast: true } }));
}

/** What a saved edit says, announced. */
function Saved({ text }: { text: string | null }) {
  return text ? (
    <Text tone="success" size="sm" role="status">
      {text}
    </Text>
  ) : null;
}

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const form = useApiForm<{ name: string }>({ endpoint: routes.userInfoEdit, required: ['name'], defaultValues: { name: user.name } });
  return (
    <Stack as="form" space="sm" onSubmit={form.submit(async (v) => form.reset({ name: (await save.mutateAsync({ name: v.name })).name }))} noValidate>
      <Input
        {...form.register('name')}
        label={t('account.username')}
        placeholder={t('account.namePlaceholder')}
        error={form.errorOf('name')}
        suffix={
          <Button type="submit" variant="secondary" size="sm" loading={form.busy}>
            {t('common.save')}
          </Button>
        }
      />
      <FormError form={form} />
      <Saved text={form.done ? t('account.saved') : null} />
    </Stack>
  );
}

function AvatarPicker({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  return (
    <Stack space="sm">
      <Heading level={2} id="photo-label">
        {t('account.changePhoto')}
      </Heading>
      <div className={styles.avatarGrid} role="group" aria-labelledby="photo-label">
        {Array.from({ length: AVATAR_COUNT }, (_, i) => (
          <Button
            key={i}
            variant={user.avatar === i ? 'primary' : 'ghost'}
            aria-pressed={user.avatar === i}
            aria-label={`${t('account.photo')} ${i + 1}`}
            onClick={() => save.mutate({ avatar: i })}
          >
            <Avatar index={i} size="md" />
          </Button>
        ))}
      </div>
    </Stack>
  );
}

/** An email binds with the code mailed to it (issue 26 item 5), like a phone with its SMS code. */
function BindEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const mail = useEmailCode();
  const form = useApiForm<{ email: string; emailCode: string }>({
    endpoint: routes.userInfoEdit,
    required: ['email', 'emailCode'],
    defaultValues: { email: '', emailCode: '' },
    serverFields: { codeIncorrect: 'emailCode', codeExpired: 'emailCode' },
  });
  const send = useMutation({
    mutationFn: async () => {
      if (!(await form.trigger('email'))) return;
      const refused = await mail.send(form.getValues('email'));
      if (refused !== null) form.setError('root.server', { type: 'server', message: refused });
    },
  });
  if (user.email) return <ListRow label={t('account.email')} value={user.email} />;
  return (
    <Stack as="form" space="md" onSubmit={form.submit((v) => save.mutateAsync({ email: v.email, emailCode: v.emailCode }))} noValidate>
      <Input {...form.register('email')} label={t('account.bindEmail')} type="email" autoComplete="email" error={form.errorOf('email')} />
      <FormSmsCodeField form={form} name="emailCode" label={t('account.emailCode')} remaining={mail.remaining} sending={send.isPending} onSend={() => send.mutate()} />
      <Text tone="muted" size="sm">
        {t('account.boundCannotChange')}
      </Text>
      <FormError form={form} />
      <SubmitButton form={form} variant="secondary">
        {t('common.confirm')}
      </SubmitButton>
    </Stack>
  );
}

function BindPhone({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const sms = useSmsCode('bindPhone');
  const { dialCode } = usePlayerMarket();
  const form = useApiForm<{ phone: string; verifyCode: string }>({
    endpoint: routes.userInfoEdit,
    required: ['phone', 'verifyCode'],
    defaultValues: { phone: '', verifyCode: '' },
    serverFields: { codeIncorrect: 'verifyCode', codeExpired: 'verifyCode' },
  });
  const send = useMutation({
    mutationFn: async () => {
      if (!(await form.trigger('phone'))) return;
      const refused = await sms.send(form.getValues('phone'));
      if (refused !== null) form.setError('root.server', { type: 'server', message: refused });
    },
  });
  if (user.phone) return <ListRow label={t('account.phone')} value={formatPhoneDisplay(user.phone, dialCode)} />;
  return (
    <Stack as="form" space="md" onSubmit={form.submit((v) => save.mutateAsync({ phone: v.phone, verifyCode: v.verifyCode }))} noValidate>
      {/* The account's market's dialling code in front (issue 23), as on every phone field. */}
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            ref={field.ref}
            label={t('account.bindPhone')}
            placeholder={t('auth.phonePlaceholder')}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            dialCode={dialCode}
            error={form.errorOf('phone')}
          />
        )}
      />
      <FormSmsCodeField form={form} name="verifyCode" remaining={sms.remaining} sending={send.isPending} onSend={() => send.mutate()} />
      <Text tone="muted" size="sm">
        {t('account.boundCannotChange')}
      </Text>
      <FormError form={form} />
      <SubmitButton form={form} variant="secondary">
        {t('common.confirm')}
      </SubmitButton>
    </Stack>
  );
}

/** Black-gold: an unbound email or phone is a row that opens the bind popup; a bound one shows its value. */
function BindRows({ user }: { user: User }) {
  const { t } = useTranslation();
  const bind = useBindPopup();
  const row = (kind: BindKind, label: string, action: string, value: string) =>
    canBind(user, kind) ? <ListRow label={action} value={t('account.notBound')} onClick={() => bind(kind)} /> : <ListRow label={label} value={value} />;
  return (
    <>
      {row('email', t('account.email'), t('account.bindEmail'), user.email)}
      {row('phone', t('account.phone'), t('account.bindPhone'), user.phone)}
      {canBind(user, 'email') || canBind(user, 'phone') ? (
        <Text tone="muted" size="sm">
          {t('account.boundCannotChange')}
        </Text>
      ) : null}
    </>
  );
}

type PasswordValues = { verifyCode: string; pwd: string; again: string };

function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const sms = useSmsCode('security');
  const change = useMutation(passwordEditMutation({ callOptions: { noToast: true } }));
  const form = useApiForm<PasswordValues>({
    endpoint: routes.passwordEdit,
    rules: { again: (value, values) => (value === values.pwd ? undefined : 'account.passwordsDoNotMatch') },
    defaultValues: { verifyCode: '', pwd: '', again: '' },
    serverFields: { codeIncorrect: 'verifyCode', codeExpired: 'verifyCode' },
  });
  const send = useMutation({
    mutationFn: async () => {
      const refused = await sms.send(user.phone);
      if (refused !== null) form.setError('root.server', { type: 'server', message: refused });
    },
  });
  return (
    <Stack
      as="form"
      space="md"
      id="password"
      className={styles.anchored}
      onSubmit={form.submit(async (v) => {
        await change.mutateAsync({ verifyCode: v.verifyCode, pwd: v.pwd });
        form.reset();
      })}
      noValidate
    >
      <Stack space="xs">
        <Heading level={2}>{t('account.changePassword')}</Heading>
        <Text tone="muted" size="sm">
          {t('account.securityNotice')}
        </Text>
      </Stack>
      <FormSmsCodeField form={form} name="verifyCode" remaining={sms.remaining} canSend={Boolean(user.phone)} sending={send.isPending} onSend={() => send.mutate()} />
      <PasswordInput {...form.register('pwd')} label={t('account.newPassword')} autoComplete="new-password" error={form.errorOf('pwd')} />
      <PasswordInput {...form.register('again')} label={t('account.confirmPassword')} autoComplete="new-password" error={form.errorOf('again')} />
      <FormError form={form} />
      <Saved text={form.done ? t('account.passwordChanged') : null} />
      <SubmitButton form={form} variant="secondary">
        {t('common.save')}
      </SubmitButton>
    </Stack>
  );
}

function LanguagePicker() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const { setLanguage } = useAccountActions();
  const current = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  if (s.config.capabilities.languagePopup)
    return (
      <div id="language">
        <ListRow label={t('account.language')} value={LOCALE_INFO[current].nativeName} onClick={() => openLanguagePopup(s, current, setLanguage)} />
      </div>
    );
  return (
    <div id="language">
      <Picker
        label={t('account.language')}
        options={s.config.locales.map((l) => ({ value: l, label: LOCALE_INFO[l].nativeName }))}
        value={current}
        onChange={(v: LocaleCode) => void setLanguage(v)}
      />
    </div>
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
          <Skeleton shape="row" count={5} />
        ) : user.isError ? (
          <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <>
            <Card>
              <AvatarPicker user={user.data} />
            </Card>
            <Card>
              <NameForm key={user.data.userId} user={user.data} />
            </Card>
            <Card>
              <Stack space="md">
                {s.config.capabilities.profileBindPopup ? (
                  <BindRows user={user.data} />
                ) : (
                  <>
                    <BindEmail user={user.data} />
                    <BindPhone user={user.data} />
                  </>
                )}
              </Stack>
            </Card>
            <Card>
              <PasswordForm user={user.data} />
            </Card>
          </>
        )}
        <Card>
          <LanguagePicker />
        </Card>
        <Card padding="none">
          <nav>
            <Stack as="ul" space="none" dividers>
              <li>
                <ListRow label={t('account.aboutUs')} href="/aboutus" />
              </li>
              <li>
                <ListRow label={t('account.privacyPolicy')} href="/privacy" />
              </li>
              <li>
                <ListRow label={t('account.checkUpdate')} onClick={() => void checkUpdate()} />
              </li>
              <li>
                <ListRow label={t('account.signOut')} onClick={s.config.capabilities.logoutPopup ? () => openLogoutPopup(s, t, 'here', signOut) : signOut} />
              </li>
            </Stack>
          </nav>
        </Card>
      </div>
    </>
  );
}
