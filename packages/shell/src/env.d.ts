// Build-time env the brand apps' Vite config defines (tooling/vite).
interface ImportMetaEnv {
  readonly PERYA_API_BASE?: string;
  readonly PERYA_APP_CODE?: string;
  readonly PERYA_GOOGLE_CLIENT_ID?: string;
}
