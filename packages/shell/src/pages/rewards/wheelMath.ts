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
 * The turn a prize label takes inside a wheel turned `rotation` degrees: the opposite one, so the
 * text stays level and upright on screen whatever the wheel did (before, during and after a spin),
 * the way the seats of a Ferris wheel hang.
 */
export function labelCounterTurn(rotation: number): number {
  return rotation === 0 ? 0 : -rotation;
}

/** Where the middle of segment `index`'s label sits on the unturned wheel centred at (c, c). */
export function labelPoint(index: number, count: number, radius: number, c: number): { x: number; y: number } {
  const rad = ((segmentCentre(index, count) - 90) * Math.PI) / 180;
  return { x: Number((c + radius * Math.cos(rad)).toFixed(3)), y: Number((c + radius * Math.sin(rad)).toFixed(3)) };
}

/**
 * The font size (wheel units) at which a level label of `lines` fits its segment at `radius`: the
 * chord of the segment there bounds its width, whatever angle the wheel stops at.
 */
export function labelFontSize(lines: readonly string[], count: number, radius: number, max: number, min: number): number {
  const chord = 2 * radius * Math.sin(Math.min(Math.PI / count, Math.PI / 2)) * 0.9;
  const longest = Math.max(1, ...lines.map((l) => [...l].length));
  // A bold system-font glyph is about 0.62 em wide on average.
  return Math.max(min, Math.min(max, Number((chord / (longest * 0.62)).toFixed(2))));
}

/** A label broken into at most two lines at its first space ("100 points" → "100", "points"). */
export function labelLines(label: string): string[] {
  const at = label.indexOf(' ');
  return at < 0 ? [label] : [label.slice(0, at), label.slice(at + 1)];
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
