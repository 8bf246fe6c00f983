// Plain data about the brand that its Vite config, manifest and browser tests read (no imports,
// so Node can load it without the vanilla-extract plugin). Everything else is in brand.config.ts.
const meta = {
  id: 'main-app',
  /**
   * The brand's one name, everywhere a player or a store sees it: tab title, manifest name and
   * short_name, home header, login, share, download page. 12 characters at most (a launcher label).
   */
  title: 'Perya',
  themeColor: '#1E4FD8',
  backgroundColor: '#F4F6FB',
  /** Colours of the generated icons and banner art (tooling/scripts/new-brand-assets.mjs). */
  art: { from: '#1E4FD8', to: '#FFC629', ink: '#FFFFFF' },
  /** `pnpm start` serves the built app here (vite preview). */
  port: 5173,
  /** Default app code when PERYA_APP_CODE is unset at build time. */
  appCode: 'mainph',
  /** Ports of this brand's browser tests: the reference server and the preview of the test build. */
  testPorts: { api: 4191, web: 4181 },
} as const;

export default meta;
