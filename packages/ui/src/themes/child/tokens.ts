// Child brand: the lighter, friendly sibling of main — violet and coral (DESIGN.md).
import { baseTokens, mergeTokens, type DeepPartial, type ThemeTokens } from '../tokens';

export const childOverrides: DeepPartial<ThemeTokens> = {
  color: {
    page: '#F7F5FF',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#F0ECFB',
    scrim: 'rgba(31, 21, 53, 0.6)',
    text: '#1F1535',
    textMuted: '#574B70',
    primary: '#6D3AE8',
    primaryPressed: '#5A2BCB',
    onPrimary: '#FFFFFF',
    accent: '#FF6B57',
    onAccent: '#1F1535',
    link: '#5F2FD9',
    border: '#E7E1F7',
    borderStrong: '#7A6F91',
    focusRing: '#6D3AE8',
    tabBarActive: '#6D3AE8',
    tabBarInactive: '#574B70',
    onNavBar: '#1F1535',
    skeleton: '#EAE5F7',
    skeletonHighlight: '#F6F3FD',
  },
  game: { table: '#3F1C93', tableDeep: '#1E0C52', onTable: '#FFFFFF', rim: '#FF8A6E', motif: 'rgba(255, 255, 255, 0.1)', glow: '#FFB39E' },
  gradient: {
    primary: { from: '#7C4DF0', to: '#6D3AE8' },
    accent: { from: '#FF8A6E', to: '#FF6B57' },
  },
  radius: { md: 10, lg: 16, xl: 20 },
  shadow: { raised: '0 4px 10px rgba(109, 58, 232, 0.35)' },
};

export const childTokens: ThemeTokens = /* @__PURE__ */ mergeTokens(baseTokens, childOverrides);
