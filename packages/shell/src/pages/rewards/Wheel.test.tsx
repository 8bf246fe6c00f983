// The framed prize wheel (spec §9 lucky spin; issue 24: every label upright): labels stay level on
// screen at any rotation, the spin runs on the Web Animations API with labels turning back in step,
// and without an animation (reduced motion) the wheel stands at the result and reports it stopped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { initI18n, memoryStorage, whenTextsLoaded, type PeryaI18n } from '@perya/i18n';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { createServices } from '../../services/services';
import { Wheel } from './Wheel';

let i18n: PeryaI18n;
const prizes = (
  ['balance', 'points', 'points', 'balance', 'spinTicket', 'points', 'bonus', 'points'] as const
).map((awardType, i) => ({
  id: `p${i}`,
  name: `Prize ${i}`,
  awardType,
  award: [100, 50, 0, 10_000, 1, 10, 50_000, 500][i] ?? 0,
  weight: 1,
}));

beforeEach(async () => {
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
  await whenTextsLoaded();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function degrees(transform: string): number {
  const m = /rotate\((-?[\d.]+)deg\)/.exec(transform);
  if (!m) throw new Error(`no rotate() in "${transform}"`);
  return Number(m[1]);
}

function draw(rotation: number, durationMs = 0, onStopped = () => undefined) {
  const services = createServices(testBrand());
  return renderInShell(
    services,
    i18n,
    <Wheel prizes={prizes} rotation={rotation} durationMs={durationMs} onStopped={onStopped} />,
  );
}

describe('prize wheel', () => {
  it.each([0, 157.5, 2137.5])(
    'keeps every label level and upright when the wheel stands at %s°',
    (rotation) => {
      const { container } = draw(rotation);
      const wheelTurn = degrees(
        (container.querySelector('[data-wheel-turn]') as SVGGElement).style.transform,
      );
      expect(wheelTurn).toBe(rotation);
      const labels = [...container.querySelectorAll<SVGGElement>('[data-label-turn]')];
      expect(labels).toHaveLength(prizes.length);
      for (const label of labels) {
        const net = (((wheelTurn + degrees(label.style.transform)) % 360) + 360) % 360;
        expect(net).toBe(0);
        // The text itself is never turned on its own.
        expect(label.querySelector('text')?.getAttribute('transform')).toBeNull();
      }
    },
  );

  it('writes each prize once, in the account currency, two-line labels split at the space', () => {
    const { container } = draw(0);
    const texts = [...container.querySelectorAll('[data-segment-label] text')].map((t) =>
      [...t.querySelectorAll('tspan')].map((s) => s.textContent),
    );
    expect(texts[0]).toEqual(['₱1']);
    expect(texts[1]).toEqual(['50', 'pts']);
    expect(texts[3]).toEqual(['₱100']);
    expect(screen.getByRole('img', { name: 'Prize wheel' })).toBeTruthy();
  });

  it('spins with one timing for wheel and labels (WAAPI) and reports the stop when the animation ends', () => {
    const animations: {
      keyframes: Keyframe[];
      options: KeyframeAnimationOptions;
      anim: { onfinish: (() => void) | null; cancel: () => void };
    }[] = [];
    const animate = vi.fn(function (
      this: Element,
      keyframes: Keyframe[],
      options: KeyframeAnimationOptions,
    ) {
      const anim = { onfinish: null as (() => void) | null, cancel: vi.fn() };
      animations.push({ keyframes, options, anim });
      return anim as unknown as Animation;
    });
    Object.defineProperty(Element.prototype, 'animate', {
      value: animate,
      configurable: true,
      writable: true,
    });
    const onStopped = vi.fn();
    let turnTo: (deg: number) => void = () => undefined;
    function Harness() {
      const [rotation, setRotation] = useState(0);
      turnTo = setRotation;
      return <Wheel prizes={prizes} rotation={rotation} durationMs={4200} onStopped={onStopped} />;
    }
    renderInShell(createServices(testBrand()), i18n, <Harness />);
    expect(animate).not.toHaveBeenCalled();
    act(() => turnTo(2000));
    expect(animations).toHaveLength(1 + prizes.length);
    const [wheel, ...labels] = animations;
    expect(wheel?.keyframes).toEqual([
      { transform: 'rotate(0deg)' },
      { transform: 'rotate(2000deg)' },
    ]);
    for (const label of labels) {
      expect(label.keyframes).toEqual([
        { transform: 'rotate(0deg)' },
        { transform: 'rotate(-2000deg)' },
      ]);
      expect(label.options).toEqual(wheel?.options);
    }
    expect(onStopped).not.toHaveBeenCalled();
    wheel?.anim.onfinish?.();
    expect(onStopped).toHaveBeenCalledTimes(1);
    delete (Element.prototype as { animate?: unknown }).animate;
  });
});
