// /transferToMain (spec §4: "main app checks possibility and routes to /transferToMain, which shows
// amount and bonus and stores a new token"). The child app's migrate-over link brings userCode and
// appCode; the page shows what moves, the player proves the account's phone with a login code, and
// /x2/vest/login_migrate (the migration token as its forced token) answers the session to store.
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@perya/api/client';
import { isApiError } from '@perya/api/client';
import { smsSendLoginMutation, vestLoginMigrateMutation, vestMainAccountAvailableQuery } from '@perya/api/queries';
import { formatMoney, formatPhoneDisplay, isLocaleCode, validatePhone, validateSmsCode, type MessageKey } from '@perya/domain';
import { PhoneInput, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { usePlayerMarket } from '../../services/queries';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import { useErrorText } from '../auth/useApiError';
import * as layout from '../../app/layout.css';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useSecondsLeft } from '../../components/useSmsCode';
import * as ui from '../../components/ui.css';

export default function TransferToMainPage() {
  const currency = useCurrency();
  const s = useServices();
  const { dialCode } = usePlayerMarket();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const errorText = useErrorText();
  const ids = useId();
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
  const sendLogin = useMutation(smsSendLoginMutation({ callOptions: { noToast: true } }));
  // Spec §4: the new session is stored, then the player's data loads for the new account.
  const migrate = useMutation(vestLoginMigrateMutation({ callOptions: { noToast: true } }));
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const remaining = useSecondsLeft(sentAt);
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ amount: number; award: number } | null>(null);

  const money = (minor: number) => formatMoney(minor, { locale, currency });
  const unavailable = !known || (isApiError(info.error) && info.error.code === ERROR_CODES.MIGRATION_NOT_AVAILABLE);

  const sendCode = async () => {
    setError(null);
    const p = validatePhone(phone);
    if (!p.ok) return setFieldError(p.error);
    setFieldError(null);
    try {
      await sendLogin.mutateAsync({ phone: p.value });
      setSentAt(Date.now());
    } catch (e) {
      setError(errorText(e));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!info.data) return;
    setError(null);
    const c = validateSmsCode(code);
    if (!c.ok) return setFieldError(c.error);
    setFieldError(null);
    setBusy(true);
    try {
      const res = await migrate.mutateAsync({ ...caller, verifyCode: c.value, migrationToken: info.data.token });
      setDone({ amount: res.migrateAmount, award: res.migrateAwardAmount });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <NavBar title={t('wallet.transferToMain')} />
      <div className={layout.page} data-page="transferToMain">
        {done ? (
          <section className={ui.card} data-testid="transfer-done">
            <h2 className={ui.heading}>{t('popups.migration.done')}</h2>
            <p className={ui.paragraph}>{t('pages.transferDone')}</p>
            <p className={ui.heading} data-testid="transfer-moved">
              {money(done.amount)}
            </p>
            {done.award > 0 ? <p className={ui.paragraph}>{t('popups.migration.bonus', { amount: done.award })}</p> : null}
            <Link className={ui.button.primary} to="/wallet" replace>
              {t('nav.wallet')}
            </Link>
          </section>
        ) : unavailable ? (
          <Empty text={t('pages.transferUnavailable')} />
        ) : info.isPending ? (
          <Loading rows={4} />
        ) : info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <>
            <section className={ui.card} data-testid="transfer-info">
              <p className={ui.heading} data-testid="transfer-amount">
                {money(info.data.migrateAmount)}
              </p>
              <p className={ui.paragraph}>{t('popups.migration.body', { amount: info.data.migrateAmount })}</p>
              {info.data.migrateAwardAmount > 0 ? (
                <p className={ui.paragraph}>{t('popups.migration.bonus', { amount: info.data.migrateAwardAmount })}</p>
              ) : null}
              {info.data.accountInfo ? (
                <p className={ui.muted}>{t('pages.transferPhoneHint', { phone: formatPhoneDisplay(info.data.accountInfo.phone, dialCode) })}</p>
              ) : null}
            </section>
            <form className={`${ui.card} ${ui.form}`} onSubmit={(e) => void submit(e)} noValidate>
              <PhoneInput label={t('auth.phone')} placeholder={t('auth.phonePlaceholder')} value={phone} onValueChange={setPhone} dialCode={dialCode} maxDigits={11} />
              <SmsCodeField id={`${ids}-code`} value={code} onChange={setCode} remaining={remaining} onSend={() => void sendCode()} />
              {fieldError ? <p className={ui.fieldError}>{t(`messages.${fieldError}`)}</p> : null}
              {error ? (
                <p className={ui.fieldError} role="alert">
                  {error}
                </p>
              ) : null}
              <button type="submit" className={ui.button.primary} disabled={busy} aria-busy={busy}>
                {t('popups.migration.title')}
              </button>
            </form>
          </>
        )}
      </div>
    </>
  );
}
