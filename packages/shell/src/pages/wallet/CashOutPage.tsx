// /cashout and /wallet/cash/out (spec §2 withdrawal): what can be withdrawn now against the bonus
// that is locked (spec §6: bonus is never withdrawable until its rule allows), where the money goes
// (GCash, Maya, a bank on the market's rails, a crypto chain: cards, the last account used filled
// in), the amount with quick amounts and "All", the fee and what arrives, the account details as
// the player's market has them (a PH bank: the bank and the account number; the agency code and
// account type only in Brazil), the proof, and the rules in plain words. Outside the configured
// window the cash-out limit popup opens (spec §4, dragon variant in invite mode), before sending
// and when the server refuses for the hours.
// The form is useApiForm: the withdraw/apply/v2 request schema checks the fields it names, the
// domain's withdrawal rules the rest (cashOutForm.ts); a refusal lands on its field or above the
// button.
// Proof (issue 11): the account password, or, for a destination that needs it
// (withdrawalProofNeeded: another GCash number, a bank card or address not paid before), a code
// sent to the player's verified phone; when the server answers that the code is needed, the form
// switches to the code. No verified phone: the form says so and links to the profile to bind one;
// where the brand has the capability, it opens the bind popup right here.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { channelListQuery, withdrawApplyMutation, withdrawConfigQuery, withdrawLatestAccountQuery } from '@perya/api/queries';
import { routes } from '@perya/api/routes';
import { ERROR_CODES, isApiError } from '@perya/api/client';
import {
  BANK_ACCOUNT_TYPES,
  currencySymbol,
  formatMoney,
  formatPhoneDisplay,
  gcashNumbersDiffer,
  isLocaleCode,
  localPhoneDigits,
  needsBankBranch,
  withdrawalDestinationKey,
  withdrawalProofNeeded,
} from '@perya/domain';
import {
  ActionBar,
  Box,
  Button,
  ButtonLink,
  Card,
  Column,
  Columns,
  EmptyState,
  ErrorState,
  Inline,
  Input,
  ListRow,
  NavBar,
  PasswordInput,
  PhoneInput,
  Picker,
  RadioCards,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ToggleChip,
  useCurrency,
} from '@perya/ui';
import { ChannelMark } from '@perya/ui/art';
import { useServices } from '../../services/services';
import { usePlayerMarket, useUser } from '../../services/queries';
import { messageKeyOf } from '../../services/i18n';
import { tData } from '../../services/t';
import { FormSmsCodeField } from '../../components/SmsCodeField';
import { useSmsCode } from '../../components/useSmsCode';
import { FormError, SubmitButton, useApiForm } from '../../forms';
import { useOpenCashOutLimit } from './useWallet';
import { canBind, useBindPopup } from '../account/useBindPopup';
import { cashOutBlockedByWindow, cashOutPresets, clockNow, isWindowRefusal, newRequestId, shortTime, withdrawalBreakdown, withdrawRequest, type WithdrawMethod } from './walletLogic';
import {
  EMPTY_CASH_OUT,
  accountFieldsOf,
  accountRules,
  accountTail,
  allAmount,
  amountInputText,
  amountRule,
  cashOutDestinations,
  kindOfAccount,
  typedAmount,
  type CashOutKind,
  type CashOutValues,
  type Destination,
} from './cashOutForm';
import { useBonusRule } from '../promotions/bonusRule';
import * as layout from '../../app/layout.css';
import * as css from './cashOut.css';

/** The name of each kind's card (i18n keys). */
const KIND_LABEL = { gcash: 'wallet.gcash', maya: 'wallet.payMethods.maya', bank: 'wallet.bank', crypto: 'wallet.crypto' } as const satisfies Record<CashOutKind, string>;
/** The second line of a card with no saved account on it. */
const KIND_HINT = { gcash: 'wallet.out.gcashHint', maya: 'wallet.out.mayaHint', bank: 'wallet.out.bankHint', crypto: 'wallet.out.cryptoHint' } as const satisfies Record<CashOutKind, string>;

export default function CashOutPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const bonusRule = useBonusRule();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const config = useQuery(withdrawConfigQuery());
  const channels = useQuery(channelListQuery());
  const latest = useQuery(withdrawLatestAccountQuery());
  const user = useUser();
  const { market, dialCode } = usePlayerMarket();
  const bankBranch = needsBankBranch(market);
  const openLimit = useOpenCashOutLimit();
  const navigate = useNavigate();
  // One request id per order the player makes; a new one once it was made.
  const [requestId, setRequestId] = useState(newRequestId);
  /** Destinations the server said need the code (it knows which were paid before). */
  const [codeFor, setCodeFor] = useState<readonly string[]>([]);
  const sms = useSmsCode('withdraw');
  const bindPhone = useBindPopup();
  const bindHere = s.config.capabilities.cashOutBindPrompt && user.data !== undefined && canBind(user.data, 'phone');

  const destinations = useMemo(() => cashOutDestinations(channels.data?.list ?? []), [channels.data]);

  // The last withdrawal's account fills the form (withdraw/get-latest-account-info); a first one
  // starts with the player's own phone as the GCash phone (spec §8 check), as local digits.
  const prefill = useMemo((): CashOutValues | undefined => {
    if (latest.data === undefined || user.isPending || channels.data === undefined) return undefined;
    const a = latest.data;
    const offered = (kind: CashOutKind) => (destinations.some((d) => d.kind === kind) ? kind : (destinations[0]?.kind ?? ''));
    if (a === null) return { ...EMPTY_CASH_OUT, kind: offered('gcash'), phone: user.data?.phone ? localPhoneDigits(user.data.phone, dialCode) : '' };
    return {
      ...EMPTY_CASH_OUT,
      kind: offered(kindOfAccount(a)),
      bankCode: a.bankCode,
      accountNo: a.accountNo,
      accountName: a.accountName,
      agencyCode: a.agencyCode ?? '',
      accountType: a.accountType ?? 'saving',
      phone: localPhoneDigits(a.phone ?? '', dialCode),
    };
  }, [latest.data, user.isPending, user.data, channels.data, destinations, dialCode]);

  // What the resolver needs of the page's last render (the destination, which proof): read when
  // it checks, so it follows the choice the player just made.
  const derived = useRef<{ method: WithdrawMethod | undefined; needsCode: boolean }>({ method: undefined, needsCode: false });
  const destinationOf = (v: CashOutValues): Destination | undefined => destinations.find((d) => d.kind === v.kind) ?? destinations[0];

  const form = useApiForm<CashOutValues>({
    endpoint: routes.withdrawApply,
    // The bank and the account number are the domain's rules (a message per case); the phone only
    // for GCash; the branch only where the market has it; one proof, never both.
    get skip() {
      const { method: m, needsCode: code } = derived.current;
      return [
        'bankCode' as const,
        ...(m === 'gcash' ? [] : (['phone'] as const)),
        ...(m === 'bank' && bankBranch ? [] : (['agencyCode', 'accountType'] as const)),
        ...(code ? (['pwd'] as const) : (['verifyCode'] as const)),
      ];
    },
    get required() {
      const { method: m, needsCode: code } = derived.current;
      const proof = code ? ('verifyCode' as const) : ('pwd' as const);
      return m === 'gcash' ? ['phone' as const, proof] : [proof];
    },
    rules: {
      kind: (value) => (value === '' && destinations.length > 0 ? 'wallet.out.chooseDestination' : undefined),
      amountText: (value) => (config.data ? amountRule(value, config.data) : undefined),
      bankCode: (_v, v) => accountRules(v, destinationOf(v), market).bankCode,
      accountNo: (_v, v) => accountRules(v, destinationOf(v), market).accountNo,
    },
    defaultValues: EMPTY_CASH_OUT,
    values: prefill,
    serverFields: {
      insufficientAvailableBalance: 'amountText',
      amountBelowMin: 'amountText',
      amountAboveMax: 'amountText',
      gcashPhoneMismatch: 'accountNo',
      codeIncorrect: 'verifyCode',
      codeExpired: 'verifyCode',
      usernameOrPasswordIncorrect: 'pwd',
      passwordIncorrect: 'pwd',
    },
  });
  const values = form.watch();
  const current = destinationOf(values);
  const method: WithdrawMethod | undefined = current?.method;
  const fields = current ? accountFieldsOf(values, current) : undefined;

  // The proof this destination needs: the last account used counts as known (the server has the
  // final word and answers WITHDRAWAL_PROOF_REQUIRED when it was never paid).
  const verifiedPhone = user.data?.checkPhone && user.data.phone ? user.data.phone : null;
  const known = latest.data ? [destinationKey(latest.data.method, latest.data)] : [];
  const need = method && fields ? withdrawalProofNeeded({ verifiedPhone, destination: { method, bankCode: fields.bankCode, accountNo: fields.accountNo }, paidDestinations: known }) : null;
  const needsCode = need?.ok === true && (need.needs === 'otp' || (method !== undefined && fields !== undefined && codeFor.includes(destinationKey(method, fields))));
  useLayoutEffect(() => {
    derived.current = { method, needsCode };
  });

  const apply = useMutation(
    withdrawApplyMutation({
      callOptions: { noToast: true },
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
        if (isApiError(error) && error.code === ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED && method && fields) setCodeFor((prev) => [...prev, destinationKey(method, fields)]);
      },
    }),
  );

  const send = form.submit(async (v) => {
    const amount = typedAmount(v.amountText);
    if (!current || amount === undefined) return;
    const account = accountFieldsOf(v, current);
    const name = current.channels.find((c) => c.code === account.bankCode)?.name ?? account.bankCode;
    const proof = needsCode ? { verifyCode: v.verifyCode } : { pwd: v.pwd };
    await apply.mutateAsync({ ...withdrawRequest(current.method, account, name, amount, requestId, market), ...proof });
  });

  const onSubmit = (event: React.FormEvent<HTMLElement>) => {
    event.preventDefault();
    // Without a verified phone there is no proof to give: the page links to binding one instead.
    if (!config.data || !current || form.busy || need?.ok === false) return;
    if (cashOutBlockedByWindow(config.data, clockNow())) {
      openLimit(config.data);
      return;
    }
    void send(event);
  };

  const money = (minor: number) => formatMoney(minor, { locale, currency });
  const chooseKind = (kind: CashOutKind) => {
    if (kind === values.kind) return;
    const same = latest.data && kindOfAccount(latest.data) === kind ? latest.data : null;
    form.setValue('kind', kind);
    form.setValue('bankCode', same?.bankCode ?? '');
    form.setValue('accountNo', same?.accountNo ?? '');
    form.clearErrors(['kind', 'bankCode', 'accountNo', 'phone']);
  };

  const loading = config.isPending || channels.isPending || latest.isPending;
  return (
    <>
      <NavBar title={t('wallet.cashOut')} />
      <div className={layout.page} data-page="cashout">
        {loading ? (
          <Skeleton shape="row" count={5} />
        ) : config.isError || channels.isError ? (
          <ErrorState
            error={config.error ?? channels.error}
            onRetry={() => {
              void config.refetch();
              void channels.refetch();
            }}
          />
        ) : destinations.length === 0 || !current ? (
          <EmptyState title={t('wallet.noWithdrawMethods')} />
        ) : (
          <Stack as="form" space="md" onSubmit={onSubmit} noValidate aria-label={t('wallet.cashOut')}>
            <Card tone="primary">
              <Stack space="md">
                <Stack space="xxs">
                  <Text size="sm" tone="onPrimary">
                    {t('wallet.out.withdrawable')}
                  </Text>
                  <Text as="span" size="display" weight="bold" tone="onPrimary" tabular data-testid="cashout-available">
                    {money(config.data.availableBalance)}
                  </Text>
                </Stack>
                <Box className={css.heroSplit}>
                  <Columns space="sm" alignY="center">
                    <Column>
                      <Text size="sm" tone="onPrimary" weight="semibold">
                        {t('wallet.out.locked')}
                      </Text>
                      <Text size="xs" tone="onPrimary">
                        {bonusRule === 'tradingOnly' ? t('wallet.out.lockedTrading') : t('wallet.out.lockedTurnover')}
                      </Text>
                    </Column>
                    <Column width="content">
                      <Text as="span" size="lg" weight="bold" tone="onPrimary" tabular data-testid="cashout-locked">
                        {money(user.data?.bonus ?? 0)}
                      </Text>
                    </Column>
                  </Columns>
                </Box>
              </Stack>
            </Card>

            <Card title={t('wallet.out.sendTo')} padding="md">
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <RadioCards<CashOutKind>
                    label={t('wallet.out.sendTo')}
                    value={field.value === '' ? null : field.value}
                    onChange={chooseKind}
                    error={form.errorOf('kind')}
                    data-testid="cashout-destinations"
                    options={destinations.map((d) => ({
                      value: d.kind,
                      label: t(KIND_LABEL[d.kind]),
                      description: savedLine(d.kind) ?? t(KIND_HINT[d.kind]),
                      leading: <ChannelMark kind={d.kind} />,
                    }))}
                  />
                )}
              />
            </Card>

            <Card padding="md">
              <Stack space="sm">
                <Input
                  {...form.register('amountText')}
                  label={t('wallet.amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  prefix={currencySymbol({ currency })}
                  placeholder={`${formatMoney(config.data.min, { locale, symbol: false })} – ${formatMoney(config.data.max, { locale, symbol: false })}`}
                  hint={t('wallet.amountRange', { min: config.data.min, max: config.data.max })}
                  error={form.errorOf('amountText')}
                />
                <Inline space="xs" aria-label={t('wallet.out.quickAmounts')} role="group">
                  {cashOutPresets(config.data.presets, config.data.max, config.data.availableBalance).map((p) => (
                    <ToggleChip key={p} size="sm" pressed={typedAmount(values.amountText) === p} onClick={() => form.setValue('amountText', amountInputText(p), { shouldValidate: form.formState.isSubmitted })}>
                      {formatMoney(p, { locale, currency, decimals: p % 100 === 0 ? 0 : 2 })}
                    </ToggleChip>
                  ))}
                  <ToggleChip
                    size="sm"
                    pressed={allAmount(config.data) > 0 && typedAmount(values.amountText) === allAmount(config.data)}
                    disabled={allAmount(config.data) === 0}
                    onClick={() => form.setValue('amountText', amountInputText(allAmount(config.data)), { shouldValidate: form.formState.isSubmitted })}
                  >
                    {t('wallet.out.all')}
                  </ToggleChip>
                </Inline>
                <Breakdown amountText={values.amountText} config={config.data} money={money} />
              </Stack>
            </Card>

            <Card title={t('wallet.out.accountDetails')} padding="md">
              <Stack space="md">
                {current.kind === 'bank' || current.kind === 'crypto' ? (
                  <Controller
                    control={form.control}
                    name="bankCode"
                    render={({ field }) => (
                      <Picker
                        ref={field.ref}
                        label={current.kind === 'bank' ? t('wallet.bank') : t('wallet.chain')}
                        placeholder={current.kind === 'bank' ? t('wallet.selectBank') : t('wallet.selectChain')}
                        value={field.value === '' ? null : field.value}
                        onChange={field.onChange}
                        error={form.errorOf('bankCode')}
                        data-testid="cashout-bank"
                        options={current.channels.map((c) => ({ value: c.code, label: c.name }))}
                      />
                    )}
                  />
                ) : null}
                <Input {...form.register('accountName')} label={t('wallet.accountName')} autoComplete="name" error={form.errorOf('accountName')} />
                {current.kind === 'gcash' ? (
                  <>
                    <Input {...form.register('accountNo')} label={t('wallet.gcashNumber')} inputMode="numeric" autoComplete="tel-national" error={form.errorOf('accountNo')} />
                    <Controller
                      control={form.control}
                      name="phone"
                      render={({ field }) => (
                        <PhoneInput
                          ref={field.ref}
                          label={t('wallet.gcashPhone')}
                          name="phone"
                          dialCode={dialCode}
                          value={field.value}
                          onValueChange={(phone) => {
                            field.onChange(phone);
                            // The GCash number is checked against this phone (spec §8): its error follows.
                            if (form.formState.errors.accountNo !== undefined) void form.trigger('accountNo');
                          }}
                          onBlur={field.onBlur}
                          error={form.errorOf('phone')}
                        />
                      )}
                    />
                    {/* spec §8: the warning only when the two numbers differ (the field error says it once tried). */}
                    {gcashNumbersDiffer(values.accountNo, values.phone) && form.formState.errors.accountNo?.message !== 'gcashPhoneMismatch' ? (
                      <Text size="sm" tone="danger" role="alert" data-testid="gcash-mismatch">
                        {t('messages.gcashPhoneMismatch')}
                      </Text>
                    ) : null}
                  </>
                ) : current.kind === 'crypto' ? (
                  <Input {...form.register('accountNo')} label={t('wallet.walletAddress')} autoComplete="off" error={form.errorOf('accountNo')} />
                ) : (
                  <Input
                    {...form.register('accountNo')}
                    label={current.kind === 'maya' ? t('wallet.out.mayaNumber') : bankBranch ? t('wallet.bankCardNumber') : t('wallet.bankAccountNumber')}
                    inputMode="numeric"
                    autoComplete="off"
                    error={form.errorOf('accountNo')}
                  />
                )}
                {current.kind === 'bank' && bankBranch ? (
                  <>
                    <Input {...form.register('agencyCode')} label={t('wallet.agencyCode')} autoComplete="off" error={form.errorOf('agencyCode')} />
                    <Controller
                      control={form.control}
                      name="accountType"
                      render={({ field }) => (
                        <SegmentedControl
                          label={t('wallet.accountType')}
                          value={field.value}
                          onChange={field.onChange}
                          options={BANK_ACCOUNT_TYPES.map((k) => ({ value: k, label: t(`wallet.${k}`) }))}
                        />
                      )}
                    />
                  </>
                ) : null}
              </Stack>
            </Card>

            <Card title={t('wallet.out.confirm')} padding="md">
              <Stack space="sm" data-testid="cashout-proof">
                {need?.ok === false ? (
                  <Stack space="sm">
                    <Text size="sm" tone="danger" role="alert">
                      {tData(t, `messages.${need.error}`)}
                    </Text>
                    {bindHere ? (
                      <Button variant="secondary" onClick={() => bindPhone('phone')}>
                        {t('account.bindPhone')}
                      </Button>
                    ) : (
                      <ButtonLink href="/profile" variant="secondary">
                        {t('account.bindPhone')}
                      </ButtonLink>
                    )}
                  </Stack>
                ) : needsCode && verifiedPhone ? (
                  <>
                    <Text size="sm" tone="muted">
                      {t('wallet.cashOutCodeNotice', { phone: formatPhoneDisplay(verifiedPhone, dialCode) })}
                    </Text>
                    <FormSmsCodeField
                      form={form}
                      name="verifyCode"
                      remaining={sms.remaining}
                      onSend={() => void sms.send(verifiedPhone).then((e) => (e ? form.setError('verifyCode', { type: 'server', message: e }) : undefined))}
                    />
                  </>
                ) : (
                  <PasswordInput {...form.register('pwd')} label={t('wallet.cashOutPassword')} autoComplete="current-password" error={form.errorOf('pwd')} />
                )}
              </Stack>
            </Card>

            <Card title={t('wallet.out.goodToKnow')} padding="none">
                <ListRow label={t('wallet.withdrawalHoursNotice', { start: shortTime(config.data.startTime), end: shortTime(config.data.endTime) })} description={t('wallet.timesIn', { zone: 'GMT+8' })} />
                <ListRow label={t('wallet.feeRule', { rate: (config.data.feeRateBps / 100).toLocaleString(locale, { maximumFractionDigits: 2 }) })} />
                <ListRow label={t('wallet.remainingWithdrawals', { count: Math.max(0, config.data.dailyCountLimit - config.data.usedCount) })} description={t('wallet.handledWithinOneBusinessDay')} />
                <ListRow label={t('wallet.out.rulesLink')} href="/cashout/info" />
            </Card>

            <ActionBar>
              <FormError form={form} testId="cashout-error" />
              <SubmitButton form={form} disabled={need?.ok === false} testId="cashout-submit">
                {t('wallet.cashOut')}
              </SubmitButton>
            </ActionBar>
          </Stack>
        )}
      </div>
    </>
  );

  /** The saved account on its kind's card: "Saved ····4567". */
  function savedLine(kind: CashOutKind): string | undefined {
    const a = latest.data;
    if (!a || kindOfAccount(a) !== kind) return undefined;
    return t('wallet.out.saved', { tail: accountTail(a.accountNo) });
  }
}

/** The fee and what arrives, drawn at every amount (₱0.00 before one) so nothing moves as it is typed. */
function Breakdown({ amountText, config, money }: { amountText: string; config: { feeRateBps: number; feeFixed: number }; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const breakdown = withdrawalBreakdown(typedAmount(amountText), config);
  return (
    <Box background="surfaceSunken" borderRadius="md" padding="sm">
      <Stack space="xs">
        <Columns space="sm" alignY="center">
          <Column>
            <Text size="sm" tone="muted">
              {t('wallet.fee')}
            </Text>
          </Column>
          <Column width="content">
            <Text as="span" size="sm" tone="muted" tabular data-testid="cashout-fee">
              {money(breakdown.fee)}
            </Text>
          </Column>
        </Columns>
        <Columns space="sm" alignY="center">
          <Column>
            <Text weight="semibold">{t('wallet.actualWithdrawal')}</Text>
          </Column>
          <Column width="content">
            <Text as="span" size="lg" weight="bold" tabular data-testid="cashout-actual">
              {money(breakdown.actual)}
            </Text>
          </Column>
        </Columns>
      </Stack>
    </Box>
  );
}

/** The key of a destination as the form holds it (withdrawalDestinationKey). */
function destinationKey(method: WithdrawMethod, f: { readonly bankCode: string; readonly accountNo: string }): string {
  return withdrawalDestinationKey({ method, bankCode: f.bankCode, accountNo: f.accountNo });
}
