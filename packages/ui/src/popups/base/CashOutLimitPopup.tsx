// Cash out outside its daily window (spec §4: allowed only strictly between startTime and
// endTime; outside it this popup opens, the dragon variant in invite mode).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import { useThemeFlags } from '../../themes/ThemeProvider';
import * as css from '../popup.css';
import { ClockArt } from '../../art/PopupArt';
import type { CashOutLimitVariant, PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

/** The variant to draw: the prop if given, else the theme's choice (invite → dragon). */
export function useCashOutLimitVariant(variant?: CashOutLimitVariant): CashOutLimitVariant {
  const flags = useThemeFlags();
  return variant ?? (flags.cashOutLimitVariant === 'dragon' ? 'dragon' : 'default');
}

export function CashOutLimitPopup({
  startTime,
  endTime,
  variant,
  title: titleProp,
  message,
  okLabel: okLabelProp,
  ...chrome
}: PopupComponentProps<'cashOutLimit'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.cashOutLimit.title');
  const okLabel = okLabelProp ?? t('common.ok');
  const drawn = useCashOutLimitVariant(variant);
  // spec §8 "withdrawal time is 7:00-19:00", with the configured window, in the player's language.
  const text = message ?? t('wallet.withdrawalHoursNotice', { start: startTime, end: endTime });
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={drawn === 'dragon' ? <div className={css.dragon} aria-hidden="true" data-variant="dragon" /> : <ClockArt />}
      actions={
        chrome.onClose ? (
          <Button fullWidth onClick={chrome.onClose}>
            {okLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={`${css.stack} ${css.centered} ${drawn === 'dragon' ? css.dragonPanel : ''}`}>
        <p className={css.times} aria-hidden="true">
          {startTime} – {endTime}
        </p>
        <p className={css.message}>{text}</p>
      </div>
    </Popup>
  );
}
