// Build-time env the brand apps' Vite config defines (tooling/vite).
interface ImportMetaEnv {
  readonly PERYA_API_BASE?: string;
  readonly PERYA_APP_CODE?: string;
  readonly PERYA_GOOGLE_CLIENT_ID?: string;
  readonly PERYA_FACEBOOK_APP_ID?: string;
  readonly PERYA_FACEBOOK_SDK_URL?: string;
  /** Always defined by the preset (its default: tooling/vite ENV_DEFAULTS). */
  readonly PERYA_BRIDGE_NAME?: string;
}
