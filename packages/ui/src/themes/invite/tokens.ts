// Invite brand: lucky and celebratory, dragon motif — lucky red and gold on deep red (DESIGN.md).
import { baseTokens, mergeTokens, type DeepPartial, type ThemeFlags, type ThemeTokens } from '../tokens';
import { DRAGON_IMAGE } from './dragon';

/** The invite brand's markup choices: the dragon cash-out limit popup. */
export const inviteFlags: ThemeFlags = { cashOutLimitVariant: 'dragon' };

export const inviteOverrides: DeepPartial<ThemeTokens> = {
  colorScheme: 'dark',
  color: {
    page: '#2A0A0A',
    surface: '#3B1212',
    surfaceRaised: '#4A1717',
    surfaceSunken: '#220707',
    scrim: 'rgba(10, 0, 0, 0.72)',
    text: '#FFF4E0',
    textMuted: '#E6C9A8',
    primary: '#D7261E',
    primaryPressed: '#B81E17',
    onPrimary: '#FFFFFF',
    accent: '#F5C04A',
    onAccent: '#2A0A0A',
    link: '#F5C04A',
    border: '#5A2020',
    borderStrong: '#C08A6A',
    focusRing: '#F5C04A',
    success: '#5EE08E',
    danger: '#FF9A8F',
    pending: '#FFC94D',
    info: '#9CC8FF',
    dangerFill: '#FF9A8F',
    onDangerFill: '#2A0A0A',
    redDot: '#FF5A47',
    skeleton: '#4A1717',
    skeletonHighlight: '#5A2020',
    tabBar: '#320D0D',
    tabBarActive: '#F5C04A',
    tabBarInactive: '#E6C9A8',
    navBar: '#2A0A0A',
    onNavBar: '#FFF4E0',
  },
  game: { table: '#6E120E', tableDeep: '#2A0504', onTable: '#FFF4E0', rim: '#F5C04A', motif: 'rgba(245, 192, 74, 0.12)', glow: '#FFD877' },
  gradient: {
    primary: { from: '#D7261E', to: '#A8190F' },
    accent: { from: '#FFD877', to: '#F5C04A' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
    raised: '0 4px 14px rgba(245, 192, 74, 0.4)',
  },
  illustration: { cashOutLimit: DRAGON_IMAGE },
  flags: inviteFlags,
};

export const inviteTokens: ThemeTokens = /* @__PURE__ */ mergeTokens(baseTokens, inviteOverrides);
