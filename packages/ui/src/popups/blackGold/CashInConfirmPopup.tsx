// Confirm a cash in before the order is created (black-gold v3/v4): the step between the cash-in
// popup and the order, with the amount, the method and the bonus the chosen deposit offer gives.
import { Button } from '../../components/Button/Button';
import { PayMark } from '../../components/PayMark/PayMark';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { useFormatMoney } from '../shared';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function CashInConfirmPopup({
  amount,
  method,
  payMethod,
  bonus = 0,
  onConfirm,
  locale,
  busy = false,
  title: titleProp,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  ...chrome
}: PopupComponentProps<'cashInConfirm'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.cashInConfirm.title');
  const confirmLabel = confirmLabelProp ?? t('common.confirm');
  const cancelLabel = cancelLabelProp ?? t('common.cancel');
  const format = useFormatMoney(locale);
  return (
    <Popup
      {...chrome}
      title={title}
      actions={
        <>
          <Button fullWidth onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
          {chrome.onClose ? (
            <Button fullWidth variant="ghost" onClick={chrome.onClose}>
              {cancelLabel}
            </Button>
          ) : null}
        </>
      }
    >
      <dl className={css.summary}>
        <dt className={css.summaryTerm}>{t('wallet.amount')}</dt>
        <dd className={css.summaryValue}>{format(amount)}</dd>
        <dt className={css.summaryTerm}>{t('wallet.paymentMethod')}</dt>
        <dd className={css.summaryValue}>
          {payMethod ? (
            <span className={css.methodLine}>
              <PayMark method={payMethod} />
              {method}
            </span>
          ) : (
            method
          )}
        </dd>
      </dl>
      {bonus > 0 ? (
        <p className={`${css.muted} ${css.centered}`} data-testid="confirm-bonus">
          {t('bonus.expectedBonus', { amount: bonus })}
        </p>
      ) : null}
    </Popup>
  );
}
