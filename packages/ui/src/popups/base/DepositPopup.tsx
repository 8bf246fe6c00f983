// A prompt to deposit: no balance or insufficient funds (spec §8 "you have no balance",
// "insufficient funds, deposit immediately"). The shell routes the deposit per brand.
import { MESSAGES } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { CoinsArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function DepositPopup({
  reason,
  onDeposit,
  message,
  title: titleProp,
  depositLabel: depositLabelProp,
  laterLabel: laterLabelProp,
  ...chrome
}: PopupComponentProps<'deposit'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.deposit.title');
  const depositLabel = depositLabelProp ?? t('popups.deposit.action');
  const laterLabel = laterLabelProp ?? t('ui.later');
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<CoinsArt />}
      actions={
        <>
          <Button fullWidth onClick={onDeposit}>
            {depositLabel}
          </Button>
          {chrome.onClose ? (
            <Button fullWidth variant="ghost" onClick={chrome.onClose}>
              {laterLabel}
            </Button>
          ) : null}
        </>
      }
    >
      <p className={`${css.message} ${css.centered}`}>{message ?? MESSAGES[reason]}</p>
    </Popup>
  );
}
