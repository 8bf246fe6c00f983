// Black-gold v4: v3 refined — deeper black, more contrast, glassy cards, emerald wins (DESIGN.md).
import { baseTokens, mergeTokens, type DeepPartial, type ThemeTokens } from '../tokens';
import { blackGoldV3Overrides } from '../blackGoldV3/tokens';

export const blackGoldV4Overrides: DeepPartial<ThemeTokens> = {
  color: {
    page: '#07070A',
    surface: 'rgba(255, 255, 255, 0.06)',
    surfaceRaised: '#15151B',
    surfaceSunken: 'rgba(255, 255, 255, 0.04)',
    text: '#FFFFFF',
    textMuted: '#B8B8C2',
    primary: '#E9C46A',
    primaryPressed: '#D4AE52',
    onPrimary: '#07070A',
    accent: '#2BD67B',
    onAccent: '#07070A',
    link: '#E9C46A',
    border: 'rgba(255, 255, 255, 0.1)',
    borderStrong: '#8C8C99',
    focusRing: '#E9C46A',
    success: '#2BD67B',
    danger: '#FF6B6B',
    pending: '#FFC857',
    info: '#6CB4FF',
    dangerFill: '#FF6B6B',
    onDangerFill: '#07070A',
    tabBar: '#0E0E13',
    tabBarActive: '#E9C46A',
    tabBarInactive: '#A6A6B2',
    navBar: '#07070A',
    onNavBar: '#FFFFFF',
  },
  game: { table: '#12141C', tableDeep: '#030305', onTable: '#FFFFFF', rim: '#E9C46A', motif: 'rgba(43, 214, 123, 0.1)', glow: '#2BD67B' },
  gradient: {
    primary: { from: '#F3D88E', to: '#E9C46A' },
    accent: { from: '#5BE39A', to: '#2BD67B' },
  },
  radius: { lg: 14, xl: 20 },
  shadow: { raised: '0 4px 16px rgba(233, 196, 106, 0.4)' },
};

/** v4 starts from v3 and refines it. */
export const blackGoldV4Tokens: ThemeTokens = /* @__PURE__ */ mergeTokens(baseTokens, blackGoldV3Overrides, blackGoldV4Overrides);
