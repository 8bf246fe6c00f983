import { describe, expect, it } from 'vitest';
import { contrastPairs } from './contrastPairs';
import { AA_TEXT, contrastRatio, parseColor } from './contrast';
import { baseTokens, mergeTokens, THEME_NAMES, type ThemeName, type ThemeTokens } from './tokens';
import { toCssValues } from './cssValues';
import { mainTokens } from './main/tokens';
import { childTokens } from './child/tokens';
import { inviteTokens } from './invite/tokens';
import { blackGoldV3Tokens } from './blackGoldV3/tokens';
import { blackGoldV4Tokens } from './blackGoldV4/tokens';
import mainTheme from './main';
import childTheme from './child';
import inviteTheme from './invite';
import blackGoldV3Theme from './blackGoldV3';
import blackGoldV4Theme from './blackGoldV4';

const ALL: Record<ThemeName, ThemeTokens> = {
  main: mainTokens,
  child: childTokens,
  invite: inviteTokens,
  blackGoldV3: blackGoldV3Tokens,
  blackGoldV4: blackGoldV4Tokens,
};

describe('contrast maths (WCAG 2.x)', () => {
  it('gives the known extremes and a known mid value', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('paints translucent backgrounds over the page first', () => {
    // 6 % white over near-black is still very dark: white text passes, black text fails.
    expect(contrastRatio('#FFFFFF', 'rgba(255, 255, 255, 0.06)', '#07070A')).toBeGreaterThan(15);
    expect(contrastRatio('#000000', 'rgba(255, 255, 255, 0.06)', '#07070A')).toBeLessThan(AA_TEXT);
  });

  it('refuses colours it cannot read', () => {
    expect(() => parseColor('tomato')).toThrow(/Cannot parse/);
  });
});

describe.each(THEME_NAMES.map((name) => [name, ALL[name]] as const))('theme %s', (_name, tokens) => {
  it.each(contrastPairs(tokens).map((p) => [p.label, p] as const))('%s reaches AA', (_label, pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background, tokens.color.page);
    expect(ratio, `${pair.foreground} on ${pair.background}`).toBeGreaterThanOrEqual(pair.min);
  });

  it('fills every contract variable', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(toCssValues(tokens))).toEqual(keys(toCssValues(baseTokens)));
  });
});

describe('tokens', () => {
  it('size in rem from pixels at the 375 px design width, touch targets never under 44 px', () => {
    const css = toCssValues(baseTokens);
    expect(css.font.size.md).toBe('1rem');
    expect(css.font.size.xs).toBe('0.75rem');
    expect(css.space.lg).toBe('1rem');
    expect(css.size.touchTarget).toBe('max(2.75rem, 44px)');
  });

  it('lets only the invite brand show the dragon cash-out limit popup', () => {
    expect(inviteTokens.flags.cashOutLimitVariant).toBe('dragon');
    expect(inviteTokens.illustration.cashOutLimit).toMatch(/^url\("data:image\/svg\+xml,/);
    for (const t of [mainTokens, childTokens, blackGoldV3Tokens, blackGoldV4Tokens]) {
      expect(t.flags.cashOutLimitVariant).toBe('standard');
      expect(t.illustration.cashOutLimit).toBe('none');
    }
  });

  it('gives each theme object the flags of its own tokens (the object carries no tokens: first load)', () => {
    for (const theme of [mainTheme, childTheme, inviteTheme, blackGoldV3Theme, blackGoldV4Theme]) {
      expect(theme.flags).toEqual(ALL[theme.name].flags);
      expect(theme).not.toHaveProperty('tokens');
    }
  });

  it('keeps the layers in order: page < tab bar < popup < toast < loading', () => {
    const z = baseTokens.zIndex;
    expect([z.page, z.tabBar, z.popup, z.toast, z.loading]).toEqual(
      [z.page, z.tabBar, z.popup, z.toast, z.loading].toSorted((a, b) => a - b),
    );
    expect(new Set(Object.values(z)).size).toBe(5);
  });

  it('refuses an override of a token the base does not have', () => {
    expect(() => mergeTokens(baseTokens, { color: { nope: '#000' } } as never)).toThrow(/Unknown theme token "nope"/);
  });

  it('v4 refines v3: keeps what it does not override', () => {
    expect(blackGoldV4Tokens.color.redDot).toBe(blackGoldV3Tokens.color.redDot);
    expect(blackGoldV4Tokens.color.page).not.toBe(blackGoldV3Tokens.color.page);
  });
});
