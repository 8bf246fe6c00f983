// The registry's entry for the `toast` id: a toast drawn alone (stories, docs). The host does not
// stack toasts; open('toast', ...) queues them in its toast viewport (spec §4, one at a time).
import { Toast } from '../../overlays/Toast/Toast';
import type { PopupComponentProps } from '../types';

export function ToastPopup({ message, tone }: PopupComponentProps<'toast'>) {
  return <Toast message={message} {...(tone === undefined ? {} : { tone })} />;
}
