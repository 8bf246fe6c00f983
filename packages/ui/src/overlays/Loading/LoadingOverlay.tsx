// The full-screen loading overlay: shown during start-up until every init step is done (spec §4)
// and while a blocking call runs. It cannot be dismissed by the user.
import * as css from './LoadingOverlay.css';
import { Dialog } from '../Dialog/Dialog';
import { useUiText } from '../../i18n';

export interface LoadingOverlayProps {
  /** Spoken and shown under the spinner; default the translation of common.loading. */
  label?: string;
  active?: boolean;
  returnFocusTo?: Element | null;
}

export function LoadingOverlay({ label: labelProp, active = true, returnFocusTo }: LoadingOverlayProps) {
  const t = useUiText();
  const label = labelProp ?? t('common.loading');
  return (
    <Dialog
      title={label}
      hideTitle
      layer="loading"
      takesFocus={false}
      active={active}
      data-popup="loading"
      {...(returnFocusTo === undefined ? {} : { returnFocusTo })}
    >
      {/* A status: the overlay takes no focus (overlays/Dialog), so its words are announced from here. */}
      <div className={css.content} role="status" aria-busy="true">
        <span className={css.spinner} aria-hidden="true" />
        <span className={css.label}>{label}</span>
      </div>
    </Dialog>
  );
}
