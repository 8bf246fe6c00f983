// The player's avatar (0..AVATAR_COUNT-1, spec §3): the brand's avatar disc turned round the colour
// wheel, the same on the profile picker and the account page.
export function avatarStyle(index: number): { filter: string } {
  return { filter: `hue-rotate(${index * 60}deg)` };
}
