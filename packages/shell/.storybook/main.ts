// The page stories: every routed page of the shell in every brand theme and locale, against the
// fake x2 server. Composed into the design system's Storybook (packages/ui/.storybook/main.ts refs)
// so designers open one Storybook; see README "Storybook of the pages".
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { ENV_DEFAULTS } from '@perya/vite-config';
import type { Plugin } from 'vite';

const APPS = path.resolve(import.meta.dirname, '..', '..', '..', 'apps');
const BRANDS_MODULE = 'virtual:perya-brand-configs';

/**
 * `virtual:perya-brand-configs`: every brand app's own config (apps/<brand>/src/brand.config.ts,
 * the one place a brand's settings live) and its logo, so the page stories wear exactly what the
 * apps ship and a brand made with `pnpm new-brand` shows without a change under packages/.
 * Storybook only: the shell's own code never imports an app (ARCHITECTURE.md).
 */
function brandConfigs(): Plugin {
  const resolved = `\0${BRANDS_MODULE}`;
  return {
    name: 'perya-brand-configs',
    resolveId: (id) => (id === BRANDS_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const folders = readdirSync(APPS)
        .filter((folder) => existsSync(path.join(APPS, folder, 'src', 'brand.config.ts')))
        .sort();
      const lines = folders.flatMap((folder, i) => {
        const logo = path.join(APPS, folder, 'public', 'icons', 'icon.svg');
        return [
          `import config${i} from ${JSON.stringify(path.join(APPS, folder, 'src', 'brand.config.ts'))};`,
          existsSync(logo) ? `import logo${i} from ${JSON.stringify(`${logo}?url`)};` : `const logo${i} = undefined;`,
        ];
      });
      const list = folders.map((folder, i) => `{ folder: ${JSON.stringify(folder)}, config: config${i}, logo: logo${i} }`);
      return `${lines.join('\n')}\nexport default [${list.join(', ')}];\n`;
    },
  };
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), brandConfigs()];
    // The brand configs read their build-time env (readBrandEnv): the documented defaults; the
    // stories then send every call to the fake x2 server.
    viteConfig.define = {
      ...viteConfig.define,
      ...Object.fromEntries(Object.entries(ENV_DEFAULTS).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)])),
    };
    return viteConfig;
  },
};

export default config;
