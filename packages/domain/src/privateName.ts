// Private display of names in public lists (spec §5).
/** Characters of a name kept visible in private display (spec §5). */
export const PRIVATE_NAME_VISIBLE_CHARS = 3;
/** What replaces the rest of the name (spec §5). */
export const PRIVATE_NAME_MASK = '***';

/**
 * spec §5 private name display: the first 3 characters then '***' ("Juan Dela Cruz" → "Jua***").
 * Characters are Unicode code points, so an emoji or CJK name is never cut in half. A shorter
 * name keeps what it has and still gets the mask, so the length of a short name is not revealed.
 */
export function privateName(name: string): string {
  return [...name.trim()].slice(0, PRIVATE_NAME_VISIBLE_CHARS).join('') + PRIVATE_NAME_MASK;
}
