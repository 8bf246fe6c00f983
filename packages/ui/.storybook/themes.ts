// Every brand theme by name, for the toolbar. Only Storybook imports all five; apps import one.
import type { Theme } from '../src/themes/theme';
import type { ThemeName } from '../src/themes/tokens';
import { mainTheme } from '../src/themes/main';
import { childTheme } from '../src/themes/child';
import { inviteTheme } from '../src/themes/invite';
import { blackGoldV3Theme } from '../src/themes/blackGoldV3';
import { blackGoldV4Theme } from '../src/themes/blackGoldV4';

export const THEMES: Record<ThemeName, Theme> = {
  main: mainTheme,
  child: childTheme,
  invite: inviteTheme,
  blackGoldV3: blackGoldV3Theme,
  blackGoldV4: blackGoldV4Theme,
};

export const THEME_TITLES: Record<ThemeName, string> = {
  main: 'Main',
  child: 'Child',
  invite: 'Invite (dragon)',
  blackGoldV3: 'Black-gold v3',
  blackGoldV4: 'Black-gold v4',
};
