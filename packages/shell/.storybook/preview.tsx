// The theme and locale toolbar of the page stories (the same items as the design system's), and the
// fake x2 server answering every call the pages make.
import type { Preview } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@perya/domain';
import { THEME_NAMES } from '@perya/ui';
import { installFakeX2 } from '../stories/installFakeX2';

installFakeX2();

const THEME_TITLES: Record<(typeof THEME_NAMES)[number], string> = {
  main: 'Main',
  child: 'Child',
  invite: 'Invite (dragon)',
  blackGoldV3: 'Black-gold v3',
  blackGoldV4: 'Black-gold v4',
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: THEME_NAMES.map((name) => ({ value: name, title: THEME_TITLES[name] })), dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((code) => ({ value: code, title: `${code} — ${LOCALE_INFO[code].nativeName}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'main', locale: DEFAULT_LOCALE, viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
