// The six built-in player avatars (spec §3 user avatar index 0-5, spec §9 random 0-5), drawn in
// SVG with the theme's colours: no image request, and they restyle with every brand.
import type { ReactNode } from 'react';
import * as css from './Avatar.css';

/** How many built-in avatars there are (spec §3: index 0-5). */
export const AVATAR_COUNT = 6;
export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/**
 * The avatar to draw for a stored index. A bad value (not an integer 0-5, e.g. from an old
 * record) draws avatar 0 rather than nothing.
 */
export function avatarIndex(index: number): number {
  return Number.isInteger(index) && index >= 0 && index < AVATAR_COUNT ? index : 0;
}

const eyes = (y = 30) => (
  <>
    <circle className={css.feature} cx="25" cy={y} r="3" />
    <circle className={css.feature} cx="39" cy={y} r="3" />
  </>
);
const smile = <path className={css.line} d="M24 40q8 7 16 0" />;

/** Each one differs in shape, not only colour, so they stay apart for colour-blind players. */
const AVATARS: ReadonlyArray<{ bg: keyof typeof css.background; art: ReactNode }> = [
  // 0: round face with a sun-yellow cap
  {
    bg: 'primary',
    art: (
      <>
        <circle className={css.face} cx="32" cy="36" r="18" />
        <path className={css.detail} d="M14 30a18 16 0 0 1 36 0z" />
        <rect className={css.detail} x="30" y="26" width="26" height="5" rx="2.5" />
        {eyes(36)}
        <path className={css.line} d="M25 45q7 5 14 0" />
      </>
    ),
  },
  // 1: cat with pointed ears
  {
    bg: 'accent',
    art: (
      <>
        <path className={css.face} d="M14 20l10 8h16l10-8v22a18 16 0 0 1-36 0z" />
        {eyes(36)}
        <path className={css.feature} d="M30 41h4l-2 2.5z" />
        <path className={css.line} d="M18 42h-7M18 46l-6 2M46 42h7M46 46l6 2" />
      </>
    ),
  },
  // 2: robot with a square head and antenna
  {
    bg: 'success',
    art: (
      <>
        <rect className={css.face} x="15" y="20" width="34" height="30" rx="6" />
        <path className={css.line} d="M32 20v-7" />
        <circle className={css.detail} cx="32" cy="12" r="3.5" />
        <rect className={css.feature} x="21" y="28" width="7" height="6" rx="1.5" />
        <rect className={css.feature} x="36" y="28" width="7" height="6" rx="1.5" />
        <path className={css.line} d="M24 42h16" />
      </>
    ),
  },
  // 3: bear with round ears
  {
    bg: 'info',
    art: (
      <>
        <circle className={css.face} cx="18" cy="20" r="7" />
        <circle className={css.face} cx="46" cy="20" r="7" />
        <circle className={css.face} cx="32" cy="35" r="18" />
        <ellipse className={css.detail} cx="32" cy="41" rx="7" ry="5" />
        {eyes(31)}
        <circle className={css.feature} cx="32" cy="39" r="2.2" />
      </>
    ),
  },
  // 4: spiky hair and a wink
  {
    bg: 'danger',
    art: (
      <>
        <circle className={css.face} cx="32" cy="37" r="17" />
        <path className={css.detail} d="M14 32l4-16 6 8 8-12 8 12 6-8 4 16z" />
        <circle className={css.feature} cx="25" cy="37" r="3" />
        <path className={css.line} d="M36 37h6" />
        {smile}
      </>
    ),
  },
  // 5: round glasses and a bow
  {
    bg: 'pending',
    art: (
      <>
        <circle className={css.face} cx="32" cy="35" r="18" />
        <circle className={css.line} cx="25" cy="33" r="5" />
        <circle className={css.line} cx="39" cy="33" r="5" />
        <path className={css.line} d="M30 33h4" />
        <path className={css.detailAlt} d="M32 14l-10-5v10zM32 14l10-5v10z" />
        <path className={css.line} d="M26 43q6 4 12 0" />
      </>
    ),
  },
];

export interface AvatarProps {
  /** The user's avatar index 0-5. */
  index: number;
  size?: AvatarSize;
  /** Accessible name, e.g. the player's name; omit when the name is written next to it. */
  label?: string;
}

export function Avatar({ index, size = 'md', label }: AvatarProps) {
  const safe = avatarIndex(index);
  const avatar = AVATARS[safe] ?? AVATARS[0]!;
  return (
    <svg
      className={`${css.avatar} ${css.size[size]}`}
      viewBox="0 0 64 64"
      data-avatar={safe}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect className={css.background[avatar.bg]} width="64" height="64" />
      {avatar.art}
    </svg>
  );
}
