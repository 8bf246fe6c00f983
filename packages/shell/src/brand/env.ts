// Reads the build-time env (PERYA_API_BASE, PERYA_APP_CODE, PERYA_GOOGLE_CLIENT_ID, PERYA_FACEBOOK_*,
// PERYA_BRIDGE_NAME) that @perya/vite-config bakes in; the defaults are documented in
// tooling/vite/README.md (the bridge name's lives only there: the preset always defines it).
import type { BrandEnv } from './BrandConfig';

/** Where the reference server listens by default (`pnpm start`). */
export const DEFAULT_API_BASE = 'http://127.0.0.1:4000';
/** The Android wrapper's object on window (spec §7 native bridge), as @perya/vite-config defined it. */
function bridgeName(): string {
  const name = import.meta.env.PERYA_BRIDGE_NAME;
  if (!name) throw new Error('PERYA_BRIDGE_NAME is not defined: brand apps are built with @perya/vite-config, which sets it');
  return name;
}

export function readBrandEnv(defaultAppCode: string): { appCode: string; env: BrandEnv } {
  // Each read is a literal `import.meta.env.X` so Vite's define replaces it at build time.
  const appCode = import.meta.env.PERYA_APP_CODE || defaultAppCode;
  return {
    appCode,
    env: {
      apiBase: (import.meta.env.PERYA_API_BASE || DEFAULT_API_BASE).replace(/\/+$/, ''),
      googleClientId: import.meta.env.PERYA_GOOGLE_CLIENT_ID ?? '',
      facebookAppId: import.meta.env.PERYA_FACEBOOK_APP_ID ?? '',
      facebookSdkUrl: import.meta.env.PERYA_FACEBOOK_SDK_URL ?? '',
      bootAppId: appCode,
      bridgeName: bridgeName(),
    },
  };
}
