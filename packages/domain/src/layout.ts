// Root font size of spec §9: the UI scales with the viewport's short side.

export const ROOT_FONT_BASE_PX = 16;
/** Width of the design's reference screen (spec §9 "/375"). */
export const DESIGN_WIDTH_PX = 375;

/**
 * spec §9 root font size: 16 × min(viewport width, height) / 375 pixels. A viewport without a
 * usable size (0, negative, NaN; e.g. a hidden iframe) gets the base 16.
 */
export function rootFontSize(width: number, height: number): number {
  const side = Math.min(width, height);
  if (!Number.isFinite(side) || side <= 0) return ROOT_FONT_BASE_PX;
  return (ROOT_FONT_BASE_PX * side) / DESIGN_WIDTH_PX;
}
