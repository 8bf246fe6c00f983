// The red bag (red envelope) of black-gold v3/v4: tap to open, then the amount inside.
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { BigAmount } from '../shared';
import { RedBagArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function RedBagPopup({
  state,
  onOpen,
  amount,
  locale,
  busy = false,
  title: titleProp,
  openLabel: openLabelProp,
  ...chrome
}: PopupComponentProps<'redBag'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.redBag.title');
  const openLabel = openLabelProp ?? t('popups.redBag.open');
  const opened = state === 'opened';
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<RedBagArt opened={opened} />}
      actions={
        opened ? undefined : (
          <Button fullWidth onClick={onOpen} loading={busy}>
            {openLabel}
          </Button>
        )
      }
    >
      <div className={`${css.stack} ${css.centered}`} aria-live="polite">
        {opened && amount !== undefined ? <BigAmount amount={amount} locale={locale} /> : null}
        {opened && amount === undefined ? <p className={css.muted}>{t('ui.redBagEmpty')}</p> : null}
      </div>
    </Popup>
  );
}
