// Lazy loading for game art: an element counts as seen once LAZY_LOAD_THRESHOLD of it is visible
// (spec §9 lazy-load threshold 0.02); from then on it stays loaded.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { LAZY_LOAD_THRESHOLD } from '@perya/domain';

/** True once the element has been on screen; true at once where IntersectionObserver is missing. */
export function useInViewOnce(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio >= LAZY_LOAD_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_LOAD_THRESHOLD, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin]);
  return seen;
}
