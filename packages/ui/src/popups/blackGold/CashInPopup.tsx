// The v3 cash-in popup (spec §2: deposit is a popup on the black-gold v3/v4 theme): amount
// presets or a custom amount within the channel's bounds, and a payment method with its mark, in
// the market's order. It opens at the tap: while the shell reads the cash-in config the popup shows
// skeleton rows in place (issue 23: slow calls show skeletons, not a modal loading card).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AmountGrid, amountError } from '../../components/AmountGrid/AmountGrid';
import { DepositOffers } from '../../components/DepositOffers/DepositOffers';
import { Button } from '../../components/Button/Button';
import { Listbox } from '../../components/Picker/Picker';
import { PayMark } from '../../components/PayMark/PayMark';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { BottomSheet } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

/** Bounds used when the channel gives none: the spec shows no numbers, so none are enforced. */
const NO_MIN = 1;
const NO_MAX = Number.MAX_SAFE_INTEGER;

export function CashInPopup({
  amounts,
  methods,
  onSubmit,
  offers = [],
  baseBonusRateBps = 0,
  firstDeposit = null,
  min = NO_MIN,
  max = NO_MAX,
  initialAmount,
  initialMethod,
  locale,
  busy = false,
  loading = false,
  title: titleProp,
  submitLabel: submitLabelProp,
  ...chrome
}: PopupComponentProps<'cashIn'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.cashIn.title');
  const submitLabel = submitLabelProp ?? t('wallet.cashIn');
  const [amount, setAmount] = useState<number | undefined>(initialAmount);
  const [picked, setMethod] = useState<string | null>(initialMethod ?? null);
  // The first method of the market's order until the player picks one (the list may arrive after the popup opens).
  const method = picked !== null && methods.some((m) => m.id === picked) ? picked : (methods[0]?.id ?? null);
  const [tried, setTried] = useState(false);
  const [activityId, setActivityId] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (busy || loading || amountError(amount, min, max) !== undefined || amount === undefined || method === null) return;
    onSubmit(activityId === null ? { amount, method } : { amount, method, activityId });
  };

  return (
    <BottomSheet {...chrome} title={title}>
      {loading ? (
        <div className={css.stack} data-state="loading">
          <Skeleton shape="chips" count={6} />
          <Skeleton shape="row" count={5} />
          <Button fullWidth disabled>
            {submitLabel}
          </Button>
        </div>
      ) : (
        <form className={css.stack} onSubmit={submit} noValidate>
          <AmountGrid
            label={t('wallet.amount')}
            presets={amounts}
            value={amount}
            onChange={setAmount}
            min={min}
            max={max}
            showRequired={tried}
            {...(locale === undefined ? {} : { locale })}
          />
          {methods.length > 0 ? (
            <Listbox
              label={t('wallet.paymentMethod')}
              options={methods.map((m) => ({ value: m.id, label: m.label, leading: <PayMark method={m.method} /> }))}
              value={method}
              onChange={setMethod}
            />
          ) : null}
          {offers.length > 0 || firstDeposit !== null ? (
            <DepositOffers offers={offers} value={activityId} onChange={setActivityId} amount={amount} baseBonusRateBps={baseBonusRateBps} firstDeposit={firstDeposit} />
          ) : null}
          <Button type="submit" fullWidth loading={busy}>
            {submitLabel}
          </Button>
        </form>
      )}
    </BottomSheet>
  );
}
