// /cashin and /wallet/cash/in (spec §2 deposit): amount grid with presets and a custom amount within
// min and max, the payment methods of the player's market in its order (each with its mark), the
// payer form where the method needs it (Pix in Brazil: name, email, CPF/CNPJ), then the order is created and the waiting step opens (/cashin/paying). The deposit
// offers (spec §7 payListActivity/upActivity) sit before the button: the one picked goes with the
// order as activityId.
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { payChannelsQuery, payListUpActivityQuery, rechargeMutation, rechargeConfigQuery } from '@perya/api/queries';
import { AmountGrid, DepositOffers, EmptyState, ErrorState, Input, NavBar, PayMark, Skeleton } from '@perya/ui';
import { isApiError } from '@perya/api/client';
import { messageKeyOfText, useTranslation } from '@perya/i18n';
import { useServices } from '../../services/services';
import { reportNewAppRecharge } from './rechargeEvent';
import { payMethodName } from './deposit';
import { useErrorText } from '../auth/useApiError';
import { usePlayerMarket } from '../../services/queries';
import { tData } from '../../services/t';
import { checkCashIn, depositBounds, needsPayerForm, newRequestId, type PayerErrors } from './walletLogic';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';

export default function CashInPage() {
  const s = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useQuery(rechargeConfigQuery());
  const channels = useQuery(payChannelsQuery());
  const errorText = useErrorText();
  const { market } = usePlayerMarket();
  const queryAmount = Number(params.get('amount'));
  const [picked, setAmount] = useState<number | undefined>(Number.isSafeInteger(queryAmount) && queryAmount > 0 ? queryAmount : undefined);
  // An amount handed over by the cash-in popup shows only as a preset tile; any other is typed again.
  const amount = picked !== undefined && picked === queryAmount && config.data && !config.data.presets.includes(picked) ? undefined : picked;
  const [methodId, setMethodId] = useState<string | null>(params.get('method'));
  const offers = useQuery(payListUpActivityQuery());
  const [activityId, setActivityId] = useState<string | null>(params.get('activity'));
  const offer = offers.data?.list.find((o) => o.id === activityId) ?? null;
  const [payer, setPayer] = useState({ name: '', email: '', taxId: '' });
  const [tried, setTried] = useState(false);
  // One request id per order the player makes; a new one once it was made (state, not a ref: the
  // write's options, which capture it, are built during render).
  const [requestId, setRequestId] = useState(newRequestId);
  const recharge = useMutation(rechargeMutation({
    // The refusal shows under the form (with a limit's reset time): no toast on top of it.
    callOptions: { noToast: true },
    onSuccess: (order, request) => {
      reportNewAppRecharge(s, request.amount);
      setRequestId(newRequestId());
      navigate(`/cashin/paying?orderNo=${encodeURIComponent(order.orderNo)}`);
    },
  }));

  const list = channels.data?.list ?? [];
  const method = list.find((m) => m.id === methodId) ?? (list.length === 1 ? list[0] : undefined);
  const check = useMemo(
    () => (config.data ? checkCashIn({ amount, method, config: config.data, payer, market }) : null),
    [amount, method, config.data, payer, market],
  );
  const payerErrors: PayerErrors = tried && check && !check.ok ? check.payer : {};
  const fieldError = (key: keyof PayerErrors) => (payerErrors[key] ? tData(t, `messages.${payerErrors[key]}`) : undefined);
  const bounds = config.data ? depositBounds(config.data, method) : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!check?.ok || recharge.isPending) return;
    recharge.mutate({ ...check.request, requestId: requestId, ...(offer ? { activityId: offer.id } : {}) });
  };

  return (
    <>
      <NavBar title={t('wallet.cashIn')} />
      <div className={layout.page} data-page="cashin">
        {config.isPending || channels.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : config.isError || channels.isError ? (
          <ErrorState
            error={config.error ?? channels.error}
            onRetry={() => {
              void config.refetch();
              void channels.refetch();
            }}
          />
        ) : list.length === 0 ? (
          <EmptyState title={t('wallet.noPayMethods')} />
        ) : (
          <form className={ui.form} onSubmit={submit} noValidate>
            <section className={ui.card}>
              <AmountGrid
                label={t('wallet.amount')}
                presets={config.data.presets.filter((p) => !bounds || (p >= bounds.min && p <= bounds.max))}
                value={amount}
                onChange={setAmount}
                min={bounds?.min ?? config.data.min}
                max={bounds?.max ?? config.data.max}
                customLabel={t('wallet.customAmount')}
                showRequired={tried}
              />
              <p className={ui.muted}>{t('wallet.amountRange', { min: bounds?.min ?? config.data.min, max: bounds?.max ?? config.data.max })}</p>
            </section>
            <section className={ui.card}>
              <h2 className={css.sectionTitle} id="pay-methods">
                {t('wallet.paymentMethod')}
              </h2>
              <div className={css.methods} role="radiogroup" aria-labelledby="pay-methods" data-count={list.length}>
                {list.map((m) => (
                  <button
                    key={m.id}
                    type="button"
                    role="radio"
                    aria-checked={method?.id === m.id}
                    className={css.method}
                    onClick={() => setMethodId(m.id)}
                    data-method={m.id}
                  >
                    <PayMark method={m.method} />
                    <span>{payMethodName(t, m, list)}</span>
                  </button>
                ))}
              </div>
              {tried && !method ? (
                <p className={ui.fieldError} role="alert">
                  {t('wallet.chooseMethod')}
                </p>
              ) : null}
            </section>
            {(offers.data && offers.data.list.length > 0) || config.data.firstDepositBonus !== null ? (
              <section className={ui.card}>
                <DepositOffers
                  offers={offers.data?.list ?? []}
                  value={offer?.id ?? null}
                  onChange={setActivityId}
                  amount={amount}
                  baseBonusRateBps={config.data.bonusRateBps}
                  firstDeposit={config.data.firstDepositBonus}
                />
              </section>
            ) : null}
            {needsPayerForm(method, market) ? (
              <section className={ui.card} aria-label={t('wallet.payerDetails')}>
                <h2 className={css.sectionTitle}>{t('wallet.payerDetails')}</h2>
                <Input label={t('wallet.fullName')} name="name" autoComplete="name" value={payer.name} error={fieldError('name')} onChange={(e) => setPayer({ ...payer, name: e.currentTarget.value })} />
                <Input label={t('wallet.email')} name="email" type="email" autoComplete="email" value={payer.email} error={fieldError('email')} onChange={(e) => setPayer({ ...payer, email: e.currentTarget.value })} />
                <Input label={t('wallet.taxId')} name="taxId" inputMode="numeric" value={payer.taxId} error={fieldError('taxId')} onChange={(e) => setPayer({ ...payer, taxId: e.currentTarget.value })} />
              </section>
            ) : null}
            {recharge.isError ? (
              <p className={ui.fieldError} role="alert" data-testid="cashin-error">
                {errorText(recharge.error)}
              </p>
            ) : null}
            {recharge.isError && isApiError(recharge.error) && messageKeyOfText(recharge.error.msg) === 'kycRequired' ? (
              // The market asks for identity before the first deposit (issue 15).
              <section className={ui.card} data-testid="cashin-kyc">
                <p className={ui.paragraph}>{t('kyc.prompt')}</p>
                <Link className={ui.button.secondary} to="/kyc">
                  {t('kyc.verifyNow')}
                </Link>
              </section>
            ) : null}
            <button type="submit" className={ui.button.primary} disabled={recharge.isPending} data-testid="cashin-submit">
              {recharge.isPending ? t('wallet.buildingPaymentCode') : t('wallet.cashIn')}
            </button>
            <Link className={ui.button.ghost} to="/responsibleGaming" data-testid="cashin-limits">
              {t('protection.depositLink')}
            </Link>
          </form>
        )}
      </div>
    </>
  );
}
