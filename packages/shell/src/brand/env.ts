// Reads the build-time env (PERYA_API_BASE, PERYA_APP_CODE, PERYA_GOOGLE_CLIENT_ID) that
// @perya/vite-config bakes in; the defaults are documented in tooling/vite/README.md.
import type { BrandEnv } from './BrandConfig';

/** Where the reference server listens by default (`pnpm start`). */
export const DEFAULT_API_BASE = 'http://127.0.0.1:4000';
/** Name of the Android wrapper's JavaScript interface (spec §7 does not name it; ours). */
export const DEFAULT_BRIDGE_NAME = 'android';

export function readBrandEnv(defaultAppCode: string): { appCode: string; env: BrandEnv } {
  // Each read is a literal `import.meta.env.X` so Vite's define replaces it at build time.
  const appCode = import.meta.env.PERYA_APP_CODE || defaultAppCode;
  return {
    appCode,
    env: {
      apiBase: (import.meta.env.PERYA_API_BASE || DEFAULT_API_BASE).replace(/\/+$/, ''),
      googleClientId: import.meta.env.PERYA_GOOGLE_CLIENT_ID ?? '',
      bootAppId: appCode,
      bridgeName: DEFAULT_BRIDGE_NAME,
    },
  };
}
