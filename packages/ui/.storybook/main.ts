// Storybook for designers and for the story tests: every story under src/, vanilla-extract styles.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The page stories live in @perya/shell's own Storybook (ui must not depend on the shell) and are
  // composed in here, so designers open one Storybook: `pnpm storybook` runs both (shell's on 6008).
  // A static build composes them when PERYA_PAGES_STORYBOOK_URL says where the pages' build is served.
  refs: (_config, { configType }) => {
    const url = process.env['PERYA_PAGES_STORYBOOK_URL'] ?? (configType === 'DEVELOPMENT' ? 'http://localhost:6008' : undefined);
    return url === undefined ? {} : { pages: { title: 'Pages (every screen, @perya/shell)', url, expanded: true } };
  },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
