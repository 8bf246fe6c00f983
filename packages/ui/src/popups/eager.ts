// The popups the host renders without loading anything: start-up shows them before anything else,
// so they are in the first load (every other popup is a lazy chunk, loaders.ts).
import type { ComponentType } from 'react';
import type { PopupComponentProps } from './types';
import { LoadingPopup } from './base/LoadingPopup';
import { ToastPopup } from './base/ToastPopup';

export const EAGER_POPUPS: { readonly [Id in 'toast' | 'loading']: ComponentType<PopupComponentProps<Id>> } = {
  toast: ToastPopup,
  loading: LoadingPopup,
};
