// The ring view's geometry and bet slip (games.md "Ring": 32 fields, several colours per spin).
import { DEFAULT_RING_CONFIG, RING_COLOURS, type RingColour, type RingConfig } from '../../engines';

export const FIELD_DEG = 360 / DEFAULT_RING_CONFIG.layout.length;

/**
 * The wheel's next rotation (degrees, clockwise, cumulative) so that `field` stops under the
 * pointer at the top after at least `turns` full turns: monotonic, so the CSS transition always
 * spins forward.
 */
export function spinTo(current: number, field: number, fields: number, turns = 5): number {
  const deg = 360 / fields;
  const rest = (((-(field + 0.5) * deg) % 360) + 360) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + turns * 360 + rest;
}

/** The field under the pointer for a rotation (the inverse of spinTo). */
export function fieldAt(rotation: number, fields: number): number {
  const deg = 360 / fields;
  const normal = (((-rotation % 360) + 360) % 360);
  return Math.floor(normal / deg) % fields;
}

export type RingSlip = Partial<Record<RingColour, number>>;

/** Adds a stake to a colour of the slip. */
export function addToSlip(slip: RingSlip, colour: RingColour, stake: number): RingSlip {
  return { ...slip, [colour]: (slip[colour] ?? 0) + stake };
}

export function slipTotal(slip: RingSlip): number {
  return RING_COLOURS.reduce((sum, c) => sum + (slip[c] ?? 0), 0);
}

/** SVG path of ring field i (annulus sector), for a wheel of radius 100 centred at 0,0. */
export function fieldPath(i: number, fields: number, outer = 100, inner = 62): string {
  const a0 = ((i * 360) / fields - 90) * (Math.PI / 180);
  const a1 = (((i + 1) * 360) / fields - 90) * (Math.PI / 180);
  const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
  return `M ${p(outer, a0)} A ${outer} ${outer} 0 0 1 ${p(outer, a1)} L ${p(inner, a1)} A ${inner} ${inner} 0 0 0 ${p(inner, a0)} Z`;
}

export function multiplierLabel(colour: RingColour, config: RingConfig = DEFAULT_RING_CONFIG): string {
  return `×${config.colours[colour].multiplierX100 / 100}`;
}
