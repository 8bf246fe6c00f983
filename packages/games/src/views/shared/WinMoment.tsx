// The win moment of every in-house game: the amount counts up over a glow while coins burst out of
// it, bigger for a bigger multiple of the stake (winMoment.ts). It floats over the board and takes
// no touches, so the next round is never held up; it fades out by itself. Under
// prefers-reduced-motion it shows the amount plainly, with no burst and no count. It is silent for
// screen readers: the round's result line (a live region) says the win once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { useMoneyFormat } from '@perya/ui';
import { coinPath, countUpAt, winMomentPlan } from './winMoment';
import * as css from './winMoment.css';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Give it the round as its `key`: each new winning round plays its own moment. */
export function WinMoment({ stake, payout, demo }: { readonly stake: number; readonly payout: number; readonly demo: boolean }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const plan = winMomentPlan(stake, payout);
  const [reduced] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLParagraphElement>(null);
  const coinsRef = useRef<HTMLDivElement>(null);
  const net = payout - stake;
  const text = (value: number) => `+${format(value, { demo })}`;

  useEffect(() => {
    if (!plan) return undefined;
    const timer = setTimeout(() => setShown(false), plan.showMs);
    if (reduced) return () => clearTimeout(timer);
    // The count: text only, outside React, one write per changed figure.
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const el = amountRef.current;
      const value = countUpAt(net, now - start, plan.countMs);
      const next = text(value);
      if (el && el.textContent !== next) el.textContent = next;
      if (value < net) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // The burst and the fade: WAAPI on transforms and opacity, run by the compositor.
    const animations: Animation[] = [];
    const coins = coinsRef.current ? Array.from(coinsRef.current.children) : [];
    const reach = Math.min(window.innerWidth, window.innerHeight) * 0.42;
    coins.forEach((coin, i) => {
      if (typeof coin.animate !== 'function') return;
      const p = coinPath(i, coins.length);
      animations.push(
        coin.animate(
          [
            { transform: 'translate(-50%, -50%) scale(0.3) rotate(0deg)', opacity: 0 },
            { transform: 'translate(-50%, -50%) scale(1) rotate(0deg)', opacity: 1, offset: 0.15 },
            { transform: `translate(calc(-50% + ${p.dx * reach}px), calc(-50% + ${p.dy * reach}px)) scale(0.85) rotate(${p.spin}deg)`, opacity: 1, offset: 0.7 },
            { transform: `translate(calc(-50% + ${p.dx * reach}px), calc(-50% + ${p.dy * reach + reach * 0.3}px)) scale(0.6) rotate(${p.spin * 1.5}deg)`, opacity: 0 },
          ],
          { duration: plan.countMs + 700, delay: p.delay, easing: 'cubic-bezier(0.16, 1, 0.3, 1)', fill: 'both' },
        ),
      );
    });
    const el = root.current;
    if (el && typeof el.animate === 'function') {
      animations.push(el.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 300, delay: plan.showMs - 300, fill: 'forwards' }));
    }
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      // A cancelled animation rejects its `finished` promise: nothing waits on it.
      animations.forEach((a) => {
        a.finished.catch(() => undefined);
        a.cancel();
      });
    };
    // One moment per mount: the parent keys it by round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!plan || !shown) return null;
  return (
    <div ref={root} className={`${css.layer} ${reduced ? '' : css.entering}`} aria-hidden="true" data-testid="win-moment" data-tier={plan.tier}>
      <div className={`${css.glow} ${css.glowTier[plan.tier]}`} />
      {reduced || plan.coins === 0 ? null : (
        <div ref={coinsRef} className={css.coins}>
          {Array.from({ length: plan.coins }, (_, i) => (
            <span key={i} className={css.coin} />
          ))}
        </div>
      )}
      {plan.tier === 'small' ? null : <p className={`${css.headline} ${css.headlineTier[plan.tier]}`}>{t(`games.og.win.${plan.tier}`)}</p>}
      <p ref={amountRef} className={`${css.amount} ${css.amountTier[plan.tier]}`} data-testid="win-amount">
        {text(reduced ? net : 0)}
      </p>
    </div>
  );
}
