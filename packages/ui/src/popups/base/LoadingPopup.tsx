// The registry's entry for the `loading` id: the start-up / blocking loading overlay (spec §4).
import { LoadingOverlay } from '../../overlays/Loading/LoadingOverlay';
import type { PopupComponentProps } from '../types';

export function LoadingPopup({ label, active, returnFocusTo }: PopupComponentProps<'loading'>) {
  return (
    <LoadingOverlay
      {...(label === undefined ? {} : { label })}
      {...(active === undefined ? {} : { active })}
      {...(returnFocusTo === undefined ? {} : { returnFocusTo })}
    />
  );
}
