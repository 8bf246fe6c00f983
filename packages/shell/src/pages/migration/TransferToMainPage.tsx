// /transferToMain (spec §4: "main app checks possibility and routes to /transferToMain, which shows
// amount and bonus and stores a new token"). The child app's migrate-over link brings userCode and
// appCode; the page shows what moves, the player proves the account's phone with a login code, and
// /x2/vest/login_migrate (the migration token as its forced token) answers the session to store.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { routes } from '@perya/api/routes';
import { ERROR_CODES } from '@perya/api/client';
import { isApiError } from '@perya/api/client';
import { smsSendLoginMutation, vestLoginMigrateMutation, vestMainAccountAvailableQuery } from '@perya/api/queries';
import { formatMoney, formatPhoneDisplay, isLocaleCode, validatePhone } from '@perya/domain';
import { ButtonLink, Card, EmptyState, ErrorState, Heading, NavBar, PhoneInput, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { usePlayerMarket } from '../../services/queries';
import * as layout from '../../app/layout.css';
import { FormSmsCodeField } from '../../components/SmsCodeField';
import { useSecondsLeft } from '../../components/useSmsCode';
import { FormError, SubmitButton, useApiForm } from '../../forms';

export default function TransferToMainPage() {
  const currency = useCurrency();
  const s = useServices();
  const { dialCode } = usePlayerMarket();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [params] = useSearchParams();
  const caller = { userCode: params.get('userCode') ?? '', appCode: params.get('appCode') ?? '' };
  const known = caller.userCode !== '' && caller.appCode !== '';
  const info = useQuery({
    ...vestMainAccountAvailableQuery(caller),
    enabled: known,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const remaining = useSecondsLeft(sentAt);
  const [done, setDone] = useState<{ amount: number; award: number } | null>(null);
  // The code goes to the phone typed here (spec §5 rules); vestLoginMigrate checks it.
  const form = useApiForm<{ phone: string; verifyCode: string }>({
    endpoint: routes.vestLoginMigrate,
    required: ['verifyCode'],
    rules: {
      phone: (value) => {
        const p = validatePhone(value);
        return p.ok ? undefined : p.error;
      },
    },
    defaultValues: { phone: '', verifyCode: '' },
    serverFields: { codeIncorrect: 'verifyCode', codeExpired: 'verifyCode' },
  });

  const money = (minor: number) => formatMoney(minor, { locale, currency });
  const unavailable = !known || (isApiError(info.error) && info.error.code === ERROR_CODES.MIGRATION_NOT_AVAILABLE);

  const sendLogin = useMutation(smsSendLoginMutation({ callOptions: { noToast: true } }));
  // Spec §4: the new session is stored, then the player's data loads for the new account.
  const migrate = useMutation(vestLoginMigrateMutation({ callOptions: { noToast: true } }));
  const sendCode = useMutation({
    mutationFn: async () => {
      if (!(await form.trigger('phone'))) return;
      await sendLogin.mutateAsync({ phone: form.getValues('phone') });
      setSentAt(Date.now());
    },
    onError: (e) => form.showError(e),
  });

  const submit = form.submit(async (v) => {
    if (!info.data) return;
    const res = await migrate.mutateAsync({ ...caller, verifyCode: v.verifyCode, migrationToken: info.data.token });
    setDone({ amount: res.migrateAmount, award: res.migrateAwardAmount });
  });

  return (
    <>
      <NavBar title={t('wallet.transferToMain')} />
      <div className={layout.page} data-page="transferToMain">
        {done ? (
          <Card>
            <Stack space="md" data-testid="transfer-done">
              <Heading level={2}>{t('popups.migration.done')}</Heading>
              <Text>{t('pages.transferDone')}</Text>
              <Text size="xl" weight="bold" tabular data-testid="transfer-moved">
                {money(done.amount)}
              </Text>
              {done.award > 0 ? <Text>{t('popups.migration.bonus', { amount: done.award })}</Text> : null}
              <ButtonLink href="/wallet" variant="primary" fullWidth size="lg">
                {t('nav.wallet')}
              </ButtonLink>
            </Stack>
          </Card>
        ) : unavailable ? (
          <EmptyState title={t('pages.transferUnavailable')} />
        ) : info.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <>
            <Card tone="primary">
              <Stack space="sm" data-testid="transfer-info">
                <Text size="xxl" weight="bold" tone="onPrimary" tabular data-testid="transfer-amount">
                  {money(info.data.migrateAmount)}
                </Text>
                <Text tone="onPrimary">{t('popups.migration.body', { amount: info.data.migrateAmount })}</Text>
                {info.data.migrateAwardAmount > 0 ? <Text tone="onPrimary">{t('popups.migration.bonus', { amount: info.data.migrateAwardAmount })}</Text> : null}
                {info.data.accountInfo ? (
                  <Text tone="onPrimary" size="sm">
                    {t('pages.transferPhoneHint', { phone: formatPhoneDisplay(info.data.accountInfo.phone, dialCode) })}
                  </Text>
                ) : null}
              </Stack>
            </Card>
            <Card>
              <Stack as="form" space="md" onSubmit={submit} noValidate>
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field }) => (
                    <PhoneInput
                      ref={field.ref}
                      label={t('auth.phone')}
                      placeholder={t('auth.phonePlaceholder')}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      dialCode={dialCode}
                      maxDigits={11}
                      error={form.errorOf('phone')}
                    />
                  )}
                />
                <FormSmsCodeField form={form} name="verifyCode" remaining={remaining} sending={sendCode.isPending} onSend={() => sendCode.mutate()} />
                <FormError form={form} />
                <SubmitButton form={form}>{t('popups.migration.title')}</SubmitButton>
              </Stack>
            </Card>
          </>
        )}
      </div>
    </>
  );
}
