// Stories only: a frame that contains a popup's fixed backdrop, so popups render inside their
// story (and side by side in the all-themes view) instead of covering the whole Storybook canvas.
import type { ReactNode } from 'react';

export function PopupStoryFrame({ children }: { children: ReactNode }) {
  return <div style={{ position: 'relative', minHeight: '40rem', transform: 'translateZ(0)' }}>{children}</div>;
}

/** Storybook decorator form of PopupStoryFrame. */
export const popupFrame = (Story: () => ReactNode) => <PopupStoryFrame>{Story()}</PopupStoryFrame>;
