// Black-gold v3: premium night casino — gold gradient and champagne on near-black (DESIGN.md).
import { baseTokens, mergeTokens, type DeepPartial, type ThemeTokens } from '../tokens';

export const blackGoldV3Overrides: DeepPartial<ThemeTokens> = {
  colorScheme: 'dark',
  color: {
    page: '#0B0B0F',
    surface: '#16161D',
    surfaceRaised: '#1F1F29',
    surfaceSunken: '#0F0F14',
    scrim: 'rgba(0, 0, 0, 0.72)',
    text: '#F5F1E6',
    textMuted: '#B9B2A0',
    primary: '#D9AE52',
    primaryPressed: '#B8862B',
    onPrimary: '#1A1204',
    accent: '#EADBB8',
    onAccent: '#16161D',
    link: '#F7D27A',
    border: '#2A2A35',
    borderStrong: '#8A8270',
    focusRing: '#F7D27A',
    success: '#34D399',
    danger: '#F87171',
    pending: '#FBBF24',
    info: '#60A5FA',
    dangerFill: '#F87171',
    onDangerFill: '#0B0B0F',
    redDot: '#FF4D4F',
    skeleton: '#1F1F29',
    skeletonHighlight: '#2A2A36',
    tabBar: '#111117',
    tabBarActive: '#F7D27A',
    tabBarInactive: '#A8A190',
    navBar: '#0B0B0F',
    onNavBar: '#F5F1E6',
  },
  game: { table: '#1C1810', tableDeep: '#060608', onTable: '#F5F1E6', rim: '#D9AE52', motif: 'rgba(247, 210, 122, 0.1)', glow: '#F7D27A', draw: '#166534' },
  gradient: {
    primary: { from: '#F7D27A', to: '#B8862B' },
    accent: { from: '#F3E7CB', to: '#EADBB8' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
    raised: '0 4px 14px rgba(247, 210, 122, 0.35)',
  },
};

export const blackGoldV3Tokens: ThemeTokens = /* @__PURE__ */ mergeTokens(baseTokens, blackGoldV3Overrides);
