// Play-entry: jump, ring and dice need at least 3 demo entries for direct demo entry, otherwise
// this popup asks demo or real (spec §4 demo).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function PlayEntryPopup({
  gameName,
  demoEntries,
  onPlayDemo,
  onPlayReal,
  title,
  demoLabel: demoLabelProp,
  realLabel: realLabelProp,
  entriesText,
  ...chrome
}: PopupComponentProps<'playEntry'>) {
  const t = useUiText();
  const demoLabel = demoLabelProp ?? t('popups.playEntry.playDemo');
  const realLabel = realLabelProp ?? t('popups.playEntry.playReal');
  const left = Math.max(0, Math.floor(demoEntries));
  return (
    <Popup
      {...chrome}
      title={title ?? gameName}
      actions={
        <>
          <Button fullWidth onClick={onPlayReal}>
            {realLabel}
          </Button>
          <Button fullWidth variant="secondary" onClick={onPlayDemo} disabled={left === 0}>
            {demoLabel}
          </Button>
        </>
      }
    >
      <p className={`${css.muted} ${css.centered}`}>
        {entriesText ?? t('popups.playEntry.demoEntries', { count: left })}
      </p>
    </Popup>
  );
}
