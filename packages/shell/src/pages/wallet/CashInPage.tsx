// /cashin and /wallet/cash/in (spec §2 deposit): the player's main balance, the payment channels of
// the player's market in its order (each a tile with its mark), an amount grid with presets and a
// custom amount within min and max, the payer form where the method needs it (Pix in Brazil: name,
// email, CPF/CNPJ), then the order is created and the waiting step opens (/cashin/paying). The
// deposit offers (spec §7 payListActivity/upActivity) sit before the button: the one picked goes
// with the order as activityId. The form is checked by the recharge request's schema and the
// domain's deposit bounds (useApiForm); a refusal of the server shows from its envelope.
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { payChannelsQuery, payListUpActivityQuery, rechargeMutation, rechargeConfigQuery } from '@perya/api/queries';
import type { Contract, ResponseOf } from '@perya/api/contract';
import { routes } from '@perya/api/routes';
import { isApiError } from '@perya/api/client';
import { messageKeyOfText, useTranslation } from '@perya/i18n';
import { checkDepositAmount, formatMoney, isLocaleCode, type Market } from '@perya/domain';
import {
  ActionBar,
  AmountGrid,
  ButtonLink,
  Card,
  DepositOffers,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Input,
  Money,
  NavBar,
  PayMark,
  Skeleton,
  Stack,
  Text,
  TileButton,
  useCurrency,
} from '@perya/ui';
import { useServices } from '../../services/services';
import { reportNewAppRecharge } from './rechargeEvent';
import { payMethodName, type PayMethod } from './deposit';
import { usePlayerMarket, useUser } from '../../services/queries';
import { depositBounds, needsPayerForm, newRequestId } from './walletLogic';
import { FormError, SubmitButton, useApiForm } from '../../forms';
import * as layout from '../../app/layout.css';
import * as css from './cashIn.css';

/** The cash-in form's fields: named like the recharge request's, so its schema checks them. */
export interface CashInValues {
  /** Minor units; 0 while no amount is chosen or the custom text is unreadable. */
  amount: number;
  channelId: string;
  name: string;
  email: string;
  taxId: string;
}

type Channel = PayMethod & { readonly name: string };
type RechargeConfig = ResponseOf<Contract['rechargeConfig']>;

export default function CashInPage() {
  const { t } = useTranslation();
  const config = useQuery(rechargeConfigQuery());
  const channels = useQuery(payChannelsQuery());
  const { market } = usePlayerMarket();
  const list = channels.data?.list ?? [];
  return (
    <>
      <NavBar title={t('wallet.cashIn')} />
      <div className={layout.page} data-page="cashin">
        {config.isPending || channels.isPending ? (
          // The frames of what comes: the balance, the channel tiles, the amount chips.
          <Stack space="md">
            <Skeleton shape="rect" />
            <Skeleton shape="chips" count={4} />
            <Skeleton shape="chips" count={6} />
          </Stack>
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
          <CashInForm config={config.data} list={list} market={market} />
        )}
      </div>
    </>
  );
}

function CashInForm({ config, list, market }: { config: RechargeConfig; list: readonly Channel[]; market: Market }) {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const currency = useCurrency();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const offers = useQuery(payListUpActivityQuery());
  const [activityId, setActivityId] = useState<string | null>(params.get('activity'));
  const offer = offers.data?.list.find((o) => o.id === activityId) ?? null;
  const methodsLabel = useId();

  // An amount handed over by the cash-in popup shows as its preset tile; any other is typed again.
  const queryAmount = Number(params.get('amount'));
  const queryMethod = params.get('method');
  const initialChannel = list.find((m) => m.id === queryMethod)?.id ?? (list.length === 1 ? list[0]!.id : '');
  // The chosen channel decides the bounds and whether the payer form shows (mirrored from the form
  // so the form's checks follow it).
  const [channelId, setChannelId] = useState(initialChannel);
  const method = list.find((m) => m.id === channelId);
  const payerNeeded = needsPayerForm(method, market);
  const bounds = depositBounds(config, method);

  const form = useApiForm<CashInValues>({
    endpoint: routes.recharge,
    // The channel is checked by the page (a choice, with its own words); the payer's fields only
    // where the market asks for them, and then they are required.
    skip: payerNeeded ? ['channelId'] : ['channelId', 'name', 'email', 'taxId'],
    required: payerNeeded ? ['name', 'email', 'taxId'] : [],
    rules: {
      channelId: (value) => (value === '' ? 'wallet.chooseMethod' : undefined),
      // spec §5: within the tighter of the cash-in config's and the channel's bounds.
      amount: (value, values) => {
        const b = depositBounds(config, list.find((m) => m.id === values.channelId));
        const check = checkDepositAmount(value, { minMinor: b.min, maxMinor: b.max });
        return check.ok ? undefined : check.error;
      },
    },
    defaultValues: {
      amount: Number.isSafeInteger(queryAmount) && config.presets.includes(queryAmount) ? queryAmount : 0,
      channelId: initialChannel,
      name: '',
      email: '',
      taxId: '',
    },
    serverFields: { amountBelowMin: 'amount', amountAboveMax: 'amount' },
  });
  const amount = form.watch('amount');

  // One request id per order the player makes; a new one once it was made (state, not a ref: the
  // write's options, which capture it, are built during render).
  const [requestId, setRequestId] = useState(newRequestId);
  const recharge = useMutation(
    rechargeMutation({
      // The refusal shows above the button (with a limit's reset time): no toast on top of it.
      callOptions: { noToast: true },
      onSuccess: (order, request) => {
        reportNewAppRecharge(s, request.amount);
        setRequestId(newRequestId());
        navigate(`/cashin/paying?orderNo=${encodeURIComponent(order.orderNo)}`);
      },
    }),
  );
  const submit = form.submit(async (v) => {
    await recharge.mutateAsync({
      amount: v.amount,
      channelId: v.channelId,
      ...(payerNeeded ? { name: v.name, email: v.email, taxId: v.taxId } : {}),
      requestId,
      ...(offer ? { activityId: offer.id } : {}),
    });
  });
  const kycFirst = recharge.isError && isApiError(recharge.error) && messageKeyOfText(recharge.error.msg) === 'kycRequired';
  const amountOk = checkDepositAmount(amount, { minMinor: bounds.min, maxMinor: bounds.max }).ok;

  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate>
      {user.data ? (
        <Card tone="primary" padding="md">
          <Inline align="spaceBetween" alignY="center" space="sm">
            <Text size="sm" tone="onPrimary">
              {t('wallet.mainWallet')}
            </Text>
            <Text size="xl" weight="bold" tone="onPrimary" tabular data-testid="cashin-balance">
              <Money amount={user.data.balance} />
            </Text>
          </Inline>
        </Card>
      ) : null}

      <Card padding="md">
        <Stack space="sm">
          <Heading level={2} id={methodsLabel}>
            {t('wallet.paymentMethod')}
          </Heading>
          <Controller
            control={form.control}
            name="channelId"
            render={({ field }) => (
              <div className={css.channels} role="radiogroup" aria-labelledby={methodsLabel} data-count={list.length}>
                {list.map((m) => (
                  <TileButton
                    key={m.id}
                    layout="column"
                    checked={field.value === m.id}
                    data-method={m.id}
                    onClick={() => {
                      setChannelId(m.id);
                      field.onChange(m.id);
                    }}
                  >
                    <span className={css.channelBody}>
                      <PayMark method={m.method} size="lg" />
                      <span>{payMethodName(t, m, list)}</span>
                    </span>
                  </TileButton>
                ))}
              </div>
            )}
          />
          {form.errorOf('channelId') === undefined ? null : (
            <Text size="sm" tone="danger" role="alert" data-testid="cashin-method-error">
              {form.errorOf('channelId')}
            </Text>
          )}
        </Stack>
      </Card>

      <Card padding="md">
        <Stack space="sm">
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <AmountGrid
                label={t('wallet.amount')}
                presets={config.presets.filter((p) => p >= bounds.min && p <= bounds.max)}
                value={field.value === 0 ? undefined : field.value}
                onChange={(minor) => field.onChange(minor ?? 0)}
                min={bounds.min}
                max={bounds.max}
                customLabel={t('wallet.customAmount')}
                error={form.errorOf('amount')}
              />
            )}
          />
          <Text size="sm" tone="muted">
            {t('wallet.amountRange', { min: bounds.min, max: bounds.max })}
          </Text>
        </Stack>
      </Card>

      {(offers.data && offers.data.list.length > 0) || config.firstDepositBonus !== null ? (
        <Card padding="md">
          <DepositOffers
            offers={offers.data?.list ?? []}
            value={offer?.id ?? null}
            onChange={setActivityId}
            amount={amount === 0 ? undefined : amount}
            baseBonusRateBps={config.bonusRateBps}
            firstDeposit={config.firstDepositBonus}
          />
        </Card>
      ) : null}

      {payerNeeded ? (
        <Card padding="md" title={t('wallet.payerDetails')}>
          <Stack space="md">
            <Input {...form.register('name')} label={t('wallet.fullName')} autoComplete="name" error={form.errorOf('name')} />
            <Input {...form.register('email')} label={t('wallet.email')} type="email" autoComplete="email" error={form.errorOf('email')} />
            <Input {...form.register('taxId')} label={t('wallet.taxId')} inputMode="numeric" error={form.errorOf('taxId')} />
          </Stack>
        </Card>
      ) : null}

      {kycFirst ? (
        // The market asks for identity before the first deposit (issue 15).
        <Card padding="md">
          <Stack space="sm" data-testid="cashin-kyc">
            <Text>{t('kyc.prompt')}</Text>
            <ButtonLink href="/kyc" variant="secondary" fullWidth>
              {t('kyc.verifyNow')}
            </ButtonLink>
          </Stack>
        </Card>
      ) : null}

      <ButtonLink href="/responsibleGaming" variant="ghost" fullWidth data-testid="cashin-limits">
        {t('protection.depositLink')}
      </ButtonLink>

      <ActionBar>
        <FormError form={form} testId="cashin-error" />
        <SubmitButton form={form} testId="cashin-submit">
          {form.busy
            ? t('wallet.buildingPaymentCode')
            : amountOk
              ? t('wallet.cashInAmount', { amount: formatMoney(amount, { locale, currency }) })
              : t('wallet.cashIn')}
        </SubmitButton>
      </ActionBar>
    </Stack>
  );
}
