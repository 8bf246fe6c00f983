// The in-house thumbnails as a lazy chunk: home's first load stays within its budget, and the tile
// already reserves the square the art fills, so nothing moves when it arrives.
import { lazy, Suspense } from 'react';
import type { InHouseThumbProps } from './InHouseThumb';

const Thumb = /* @__PURE__ */ lazy(() =>
  import('./InHouseThumb').then((m) => ({ default: m.InHouseThumb })),
);

export function LazyInHouseThumb(props: InHouseThumbProps) {
  return (
    <Suspense fallback={null}>
      <Thumb {...props} />
    </Suspense>
  );
}
