import type { Plugin, UserConfig } from 'vite';

/** Plain data about a brand (its `src/brand.meta.ts`). */
export interface BrandMeta {
  readonly id: string;
  readonly title: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
  readonly port: number;
  readonly appCode: string;
}

export declare const ENV_DEFAULTS: {
  readonly PERYA_API_BASE: string;
  readonly PERYA_GOOGLE_CLIENT_ID: string;
  readonly PERYA_FACEBOOK_APP_ID: string;
  readonly PERYA_FACEBOOK_SDK_URL: string;
  readonly PERYA_BRIDGE_NAME: string;
};
/** PERYA_BRIDGE_NAME or its default; throws for anything but a JavaScript identifier. */
export declare function bridgeNameOf(value: string | undefined): string;
export declare function manifestOf(meta: BrandMeta): Record<string, unknown>;
export declare function peryaPwa(root: string, meta: BrandMeta, env: Record<string, string>): Plugin;
export declare function brandEnv(
  meta: BrandMeta,
  source?: Record<string, string | undefined>,
): {
  PERYA_API_BASE: string;
  PERYA_GOOGLE_CLIENT_ID: string;
  PERYA_FACEBOOK_APP_ID: string;
  PERYA_FACEBOOK_SDK_URL: string;
  PERYA_APP_CODE: string;
  PERYA_BRIDGE_NAME: string;
};
/** Content-Security-Policy of the build (<meta> in index.html, dist/_headers, `vite preview` headers). */
export declare function peryaCsp(env: Record<string, string>, source?: Record<string, string | undefined>): Plugin;
/** The static first screen in index.html, captured from the build in chromium (prerender.js). */
export declare function peryaPrerender(
  options: { apiBase: string; bridgeName: string; finish(html: string, outDir: string): string },
  source?: Record<string, string | undefined>,
): Plugin;
export declare function defineBrandViteConfig(root: string, meta: BrandMeta): UserConfig;
export default defineBrandViteConfig;
