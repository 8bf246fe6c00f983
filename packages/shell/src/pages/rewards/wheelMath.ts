// The lucky wheel's geometry: where each prize segment sits and how far to turn the wheel so it
// stops with the server's chosen segment (spinOpenPrize `index`) under the pointer at the top.
// Pure and deterministic: the landing spot is computed, never random, so what the player sees is
// exactly what the server decided.

/** Full turns the wheel makes before it settles (a spin that looks like a spin). */
export const WHEEL_MIN_TURNS = 5;
/** How long the spin animation runs; no animation when the player prefers reduced motion. */
export const WHEEL_SPIN_MS = 4200;

/** Degrees one segment spans. */
export function segmentAngle(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a wheel needs at least one segment, got ${String(count)}`);
  return 360 / count;
}

/**
 * The centre of segment `index`, in degrees clockwise from the top, on an unturned wheel whose
 * segment 0 starts at the top and the rest follow clockwise (the order of spinMainPage.prizes).
 */
export function segmentCentre(index: number, count: number): number {
  const size = segmentAngle(count);
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`segment ${String(index)} is not on a wheel of ${count}`);
  return index * size + size / 2;
}

function mod360(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/**
 * Whether the label of a segment centred at `centre` (degrees clockwise from the top, unturned
 * wheel) is turned half a turn about its own middle: labels run along the radius and read outwards
 * on the right half; on the left half they read inwards instead, so no prize reads upside down
 * while the wheel waits.
 */
export function labelFlipped(centre: number): boolean {
  return mod360(centre) > 180;
}

/** The segment under the top pointer when the wheel is turned `rotation` degrees clockwise. */
export function segmentAtPointer(rotation: number, count: number): number {
  const size = segmentAngle(count);
  // The point of the unturned wheel now at the top is the one at -rotation.
  return Math.floor(mod360(-rotation) / size) % count;
}

/**
 * The rotation (degrees clockwise, cumulative) at which the wheel, now at `from`, stops with segment
 * `index` centred under the pointer, after at least `minTurns` full turns. Always greater than `from`,
 * so a CSS transition between the two turns the wheel forward.
 */
export function landingRotation(from: number, index: number, count: number, minTurns: number = WHEEL_MIN_TURNS): number {
  if (!Number.isFinite(from)) throw new RangeError('the current rotation must be finite');
  if (!Number.isInteger(minTurns) || minTurns < 0) throw new RangeError('minTurns must be a whole number of turns');
  // Segment `index` is under the pointer when rotation ≡ -centre (mod 360).
  const wanted = mod360(-segmentCentre(index, count));
  const extra = mod360(wanted - mod360(from));
  return from + minTurns * 360 + extra;
}

/** An SVG path of segment `index` of a wheel of radius `r` centred at (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  const size = segmentAngle(count);
  if (count === 1) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.001} 0 Z`;
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(r + r * Math.cos(rad)).toFixed(3)} ${(r + r * Math.sin(rad)).toFixed(3)}`;
  };
  const start = index * size;
  const large = size > 180 ? 1 : 0;
  return `M ${r} ${r} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(start + size)} Z`;
}
