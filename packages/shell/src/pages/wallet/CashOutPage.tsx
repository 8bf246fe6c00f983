// /cashout and /wallet/cash/out (spec §2 withdrawal): amount, fee and actual amount, the available
// balance (bonus is never withdrawable), the method (bank, GCash, crypto chain) and its account
// details as the player's market has them (a PH bank: the bank and the account number; the agency
// code and account type only in Brazil). Outside the configured window the cash-out limit popup opens (spec §4, dragon variant in
// invite mode), before sending and when the server refuses for the hours.
// Proof (issue 11): the form asks for the account password, or, for a destination that needs it
// (withdrawalProofNeeded: another GCash number, a bank card or address not paid before), sends
// and takes a code to the player's verified phone; when the server answers that the code is
// needed (a destination it has not paid), the form switches to the code. No verified phone: the
// form says so and links to the profile to bind one; on black-gold, with no phone bound yet, it
// opens the bind popup right here (spec §2 black-gold popups).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { channelListQuery, withdrawApplyMutation, withdrawConfigQuery, withdrawLatestAccountQuery } from '@perya/api/queries';
import { isApiError } from '@perya/api/client';
import { ERROR_CODES } from '@perya/api/client';
import {
  BANK_ACCOUNT_TYPES,
  formatMoney,
  formatPhoneDisplay,
  gcashNumbersDiffer,
  isLocaleCode,
  localPhoneDigits,
  needsBankBranch,
  validateSmsCode,
  withdrawalDestinationKey,
  withdrawalProofNeeded,
  type BankAccountType,
} from '@perya/domain';
import { AmountGrid, EmptyState, ErrorState, Input, NavBar, PhoneInput, Skeleton, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { usePlayerMarket, useUser } from '../../services/queries';
import { messageKeyOf } from '../../services/i18n';
import { tData } from '../../services/t';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useSmsCode } from '../../components/useSmsCode';
import { useErrorText } from '../auth/useApiError';
import { useOpenCashOutLimit } from './useWallet';
import { canBind, useBindPopup } from '../account/useBindPopup';
import {
  cashOutBlockedByWindow,
  cashOutPresets,
  checkAccount,
  clockNow,
  checkCashOutAmount,
  isWindowRefusal,
  newRequestId,
  withdrawalBreakdown,
  withdrawRequest,
  type AccountErrors,
  type AccountFields,
  type WithdrawMethod,
} from './walletLogic';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';
import { useBonusRuleText } from '../promotions/bonusRule';

const EMPTY: AccountFields = { bankCode: '', accountNo: '', accountName: '', agencyCode: '', accountType: 'saving', phone: '' };

export default function CashOutPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const bonusRuleText = useBonusRuleText();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const navigate = useNavigate();
  const config = useQuery(withdrawConfigQuery());
  const channels = useQuery(channelListQuery());
  const latest = useQuery(withdrawLatestAccountQuery());
  const user = useUser();
  const { market, dialCode } = usePlayerMarket();
  const bankBranch = needsBankBranch(market);
  const errorText = useErrorText();
  const openLimit = useOpenCashOutLimit();
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  const [fields, setFields] = useState<AccountFields>(EMPTY);
  const [tried, setTried] = useState(false);
  // One request id per order the player makes; a new one once it was made (state, not a ref: the
  // write's options, which capture it, are built during render).
  const [requestId, setRequestId] = useState(newRequestId);
  const [prefilled, setPrefilled] = useState(false);
  const [pwd, setPwd] = useState('');
  const [code, setCode] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  /** Destinations the server said need the code (it knows which were paid before). */
  const [codeFor, setCodeFor] = useState<readonly string[]>([]);
  const sms = useSmsCode('withdraw');
  const bindPhone = useBindPopup();
  const bindHere = s.config.capabilities.cashOutBindPrompt && user.data !== undefined && canBind(user.data, 'phone');

  // The last withdrawal's account fills the form once (withdraw/get-latest-account-info).
  if (!prefilled && latest.data !== undefined && !user.isPending) {
    setPrefilled(true);
    const a = latest.data;
    // A first withdrawal starts with the player's own phone as the GCash phone (spec §8 check).
    // The form takes the digits after the dialling code, as every phone field does.
    if (!a && user.data?.phone) setFields({ ...EMPTY, phone: localPhoneDigits(user.data.phone, dialCode) });
    if (a) {
      setMethod(a.method);
      setFields({
        bankCode: a.bankCode,
        accountNo: a.accountNo,
        accountName: a.accountName,
        agencyCode: a.agencyCode ?? '',
        accountType: a.accountType ?? 'saving',
        phone: localPhoneDigits(a.phone ?? '', dialCode),
      });
    }
  }

  const apply = useMutation(withdrawApplyMutation({
    onSuccess: (r) => {
      setRequestId(newRequestId());
      const q = new URLSearchParams({
        orderNo: r.orderNo,
        status: r.status,
        amount: String(r.amount),
        fee: String(r.fee),
        actual: String(r.actualAmount),
        balance: String(r.availableBalance),
        time: String(r.createTime),
      });
      navigate(`/cashout/result?${q.toString()}`, { replace: true });
    },
    onError: (error) => {
      if (config.data && isApiError(error) && isWindowRefusal(messageKeyOf(error.msg))) openLimit(config.data);
      if (isApiError(error) && error.code === ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED && current) setCodeFor((prev) => [...prev, destinationKey(current, chosen)]);
    },
  }));

  const list = channels.data?.list ?? [];
  const methods = (['gcash', 'bank', 'crypto'] as const).filter((m) => list.some((c) => c.method === m));
  const current: WithdrawMethod | undefined = method ?? methods[0];
  const destinations = list.filter((c) => c.method === current);
  const chosen = fields.bankCode !== '' ? fields : current === 'gcash' && destinations[0] ? { ...fields, bankCode: destinations[0].code } : fields;

  const breakdown = config.data ? withdrawalBreakdown(amount, config.data) : { fee: 0, actual: 0 };
  const amountCheck = config.data ? checkCashOutAmount(amount, config.data) : null;
  const accountErrors: AccountErrors = tried && current ? checkAccount(current, chosen, market) : {};
  const err = (k: keyof AccountFields) => (accountErrors[k] ? tData(t, `messages.${accountErrors[k]}`) : undefined);
  const set = (patch: Partial<AccountFields>) => setFields({ ...fields, ...patch });

  // The proof this destination needs: the last account used counts as known (the server has the
  // final word and answers WITHDRAWAL_PROOF_REQUIRED when it was never paid).
  const verifiedPhone = user.data?.checkPhone && user.data.phone ? user.data.phone : null;
  const known = latest.data ? [destinationKey(latest.data.method, latest.data)] : [];
  const need = current ? withdrawalProofNeeded({ verifiedPhone, destination: { method: current, bankCode: chosen.bankCode, accountNo: chosen.accountNo }, paidDestinations: known }) : null;
  const needsCode = need?.ok === true && (need.needs === 'otp' || (current !== undefined && codeFor.includes(destinationKey(current, chosen))));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // Without a verified phone there is no proof to give: the page links to binding one instead.
    if (!config.data || !current || apply.isPending || need?.ok === false) return;
    if (cashOutBlockedByWindow(config.data, clockNow())) {
      openLimit(config.data);
      return;
    }
    setTried(true);
    if (!amountCheck?.ok || amount === undefined) return;
    if (Object.keys(checkAccount(current, chosen, market)).length > 0) return;
    let proof: { pwd: string } | { verifyCode: string };
    if (needsCode) {
      const c = validateSmsCode(code);
      if (!c.ok) return setProofError(tData(t, `messages.${c.error}`));
      proof = { verifyCode: c.value };
    } else {
      if (pwd === '') return setProofError(tData(t, 'messages.withdrawalProofRequired'));
      proof = { pwd };
    }
    setProofError(null);
    const name = destinations.find((d) => d.code === chosen.bankCode)?.name ?? chosen.bankCode;
    apply.mutate({ ...withdrawRequest(current, chosen, name, amount, requestId, market), ...proof });
  };

  return (
    <>
      <NavBar title={t('wallet.cashOut')} />
      <div className={layout.page} data-page="cashout">
        {config.isPending || channels.isPending || latest.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : config.isError || channels.isError ? (
          <ErrorState
            error={config.error ?? channels.error}
            onRetry={() => {
              void config.refetch();
              void channels.refetch();
            }}
          />
        ) : methods.length === 0 || !current ? (
          <EmptyState title={t('wallet.noWithdrawMethods')} />
        ) : (
          <form className={ui.form} onSubmit={submit} noValidate>
            <section className={ui.card}>
              <div className={css.summaryStrong}>
                <span>{t('wallet.availableBalance')}</span>
                <span data-testid="cashout-available">{formatMoney(config.data.availableBalance, { locale, currency })}</span>
              </div>
              <p className={ui.muted}>{bonusRuleText}</p>
            </section>
            <section className={ui.card}>
              <AmountGrid
                label={t('wallet.amount')}
                presets={cashOutPresets(config.data.presets, config.data.max, config.data.availableBalance)}
                value={amount}
                onChange={setAmount}
                min={config.data.min}
                max={config.data.max}
                customLabel={t('wallet.customAmount')}
                showRequired={tried}
              />
              {tried && amountCheck && !amountCheck.ok && amountCheck.error !== 'amountRequired' && amountCheck.error !== 'amountBelowMin' && amountCheck.error !== 'amountAboveMax' ? (
                <p className={ui.fieldError} role="alert">
                  {tData(t, `messages.${amountCheck.error}`)}
                </p>
              ) : null}
              <p className={ui.muted}>{t('wallet.amountRange', { min: config.data.min, max: config.data.max })}</p>
              <div className={css.summaryRow}>
                <span>{t('wallet.fee')}</span>
                <span data-testid="cashout-fee">{formatMoney(breakdown.fee, { locale, currency })}</span>
              </div>
              <div className={css.summaryStrong}>
                <span>{t('wallet.actualWithdrawal')}</span>
                <span data-testid="cashout-actual">{formatMoney(breakdown.actual, { locale, currency })}</span>
              </div>
            </section>
            <section className={ui.card}>
              <h2 className={css.sectionTitle} id="withdraw-methods">
                {t('wallet.withdrawalMethod')}
              </h2>
              <div className={css.methods} role="radiogroup" aria-labelledby="withdraw-methods" data-count={methods.length}>
                {methods.map((m) => (
                  <button
                    key={m}
                    type="button"
                    role="radio"
                    aria-checked={current === m}
                    className={css.method}
                    data-method={m}
                    onClick={() => {
                      if (m === current) return;
                      setMethod(m);
                      setFields({ ...EMPTY, accountName: fields.accountName, phone: fields.phone });
                    }}
                  >
                    {t(`wallet.${m}`)}
                  </button>
                ))}
              </div>
              {current !== 'gcash' ? (
                <SelectField
                  label={current === 'bank' ? t('wallet.bank') : t('wallet.chain')}
                  name="bankCode"
                  value={chosen.bankCode}
                  error={err('bankCode')}
                  placeholder={current === 'bank' ? t('wallet.selectBank') : t('wallet.selectChain')}
                  options={destinations.map((d) => ({ value: d.code, label: d.name }))}
                  onChange={(v) => set({ bankCode: v })}
                />
              ) : null}
              <Input label={t('wallet.accountName')} name="accountName" autoComplete="name" value={chosen.accountName} error={err('accountName')} onChange={(e) => set({ accountName: e.currentTarget.value })} />
              {current === 'bank' ? (
                <>
                  <Input
                    label={bankBranch ? t('wallet.bankCardNumber') : t('wallet.bankAccountNumber')}
                    autoComplete="off"
                    name="accountNo"
                    inputMode="numeric"
                    value={chosen.accountNo}
                    error={err('accountNo')}
                    onChange={(e) => set({ accountNo: e.currentTarget.value })}
                  />
                  {bankBranch ? (
                    <>
                      <Input label={t('wallet.agencyCode')} autoComplete="off" name="agencyCode" value={chosen.agencyCode} error={err('agencyCode')} onChange={(e) => set({ agencyCode: e.currentTarget.value })} />
                      <SelectField
                        label={t('wallet.accountType')}
                        name="accountType"
                        value={chosen.accountType}
                        error={undefined}
                        options={BANK_ACCOUNT_TYPES.map((k) => ({ value: k, label: t(`wallet.${k}`) }))}
                        onChange={(v) => set({ accountType: v as BankAccountType })}
                      />
                    </>
                  ) : null}
                </>
              ) : current === 'gcash' ? (
                <>
                  <Input label={t('wallet.gcashNumber')} name="accountNo" inputMode="numeric" autoComplete="tel-national" value={chosen.accountNo} error={err('accountNo')} onChange={(e) => set({ accountNo: e.currentTarget.value })} />
                  <PhoneInput label={t('wallet.gcashPhone')} name="phone" dialCode={dialCode} value={chosen.phone} error={err('phone')} onValueChange={(phone) => set({ phone })} />
                  {/* spec §8: the warning only when the two numbers differ (the field error says it once tried). */}
                  {gcashNumbersDiffer(chosen.accountNo, chosen.phone) && accountErrors.accountNo !== 'gcashPhoneMismatch' ? (
                    <p className={ui.fieldError} role="alert" data-testid="gcash-mismatch">
                      {t('messages.gcashPhoneMismatch')}
                    </p>
                  ) : null}
                </>
              ) : (
                <Input label={t('wallet.walletAddress')} autoComplete="off" name="accountNo" value={chosen.accountNo} error={err('accountNo')} onChange={(e) => set({ accountNo: e.currentTarget.value })} />
              )}
            </section>
            <section className={ui.card} data-testid="cashout-proof">
              {need?.ok === false ? (
                <p className={ui.fieldError} role="alert">
                  {tData(t, `messages.${need.error}`)}{' '}
                  {bindHere ? (
                    <button type="button" className={ui.button.ghost} onClick={() => bindPhone('phone')}>
                      {t('account.bindPhone')}
                    </button>
                  ) : (
                    <Link to="/profile">{t('account.bindPhone')}</Link>
                  )}
                </p>
              ) : needsCode && verifiedPhone ? (
                <>
                  <p className={ui.muted}>{t('wallet.cashOutCodeNotice', { phone: formatPhoneDisplay(verifiedPhone, dialCode) })}</p>
                  <SmsCodeField value={code} onChange={setCode} remaining={sms.remaining} onSend={() => void sms.send(verifiedPhone).then(setProofError)} />
                </>
              ) : (
                <Input label={t('wallet.cashOutPassword')} name="pwd" type="password" autoComplete="current-password" value={pwd} onChange={(e) => setPwd(e.currentTarget.value)} />
              )}
              {proofError ? (
                <p className={ui.fieldError} role="alert">
                  {proofError}
                </p>
              ) : null}
            </section>
            <p className={ui.muted}>
              {t('wallet.withdrawalHoursNotice', { start: config.data.startTime.slice(0, 5), end: config.data.endTime.slice(0, 5) })}{' '}
              {t('wallet.remainingWithdrawals', { count: Math.max(0, config.data.dailyCountLimit - config.data.usedCount) })}
            </p>
            {apply.isError ? (
              <p className={ui.fieldError} role="alert">
                {errorText(apply.error)}
              </p>
            ) : null}
            <button type="submit" className={ui.button.primary} disabled={apply.isPending || need?.ok === false} data-testid="cashout-submit">
              {t('wallet.cashOut')}
            </button>
            <Link className={ui.button.ghost} to="/cashout/info">
              {t('wallet.cashOutRules')}
            </Link>
          </form>
        )}
      </div>
    </>
  );
}

function SelectField(props: {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  const id = `cashout-${props.name}`;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {props.label}
      </label>
      <select id={id} name={props.name} className={css.select} value={props.value} aria-invalid={props.error ? true : undefined} onChange={(e) => props.onChange(e.target.value)}>
        {props.placeholder ? (
          <option value="" disabled>
            {props.placeholder}
          </option>
        ) : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.error ? <p className={ui.fieldError}>{props.error}</p> : null}
    </div>
  );
}

/** The key of a destination as the form holds it (withdrawalDestinationKey). */
function destinationKey(method: WithdrawMethod, f: { readonly bankCode: string; readonly accountNo: string }): string {
  return withdrawalDestinationKey({ method, bankCode: f.bankCode, accountNo: f.accountNo });
}
