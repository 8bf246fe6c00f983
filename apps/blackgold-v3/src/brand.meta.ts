// Plain data about the brand that its Vite config, manifest and browser tests read (no imports,
// so Node can load it without the vanilla-extract plugin). Everything else is in brand.config.ts.
const meta = {
  id: 'blackgold-v3',
  /**
   * The brand's one name, everywhere a player or a store sees it: tab title, manifest name and
   * short_name, home header, login, share, download page. 12 characters at most (a launcher label).
   */
  title: 'Black Gold',
  themeColor: '#0B0B0F',
  backgroundColor: '#0B0B0F',
  /** Colours of the generated icons and banner art (tooling/scripts/new-brand-assets.mjs). */
  art: { from: '#F7D27A', to: '#B8862B', ink: '#0B0B0F' },
  /** `pnpm start` serves the built app here (vite preview). */
  port: 5176,
  /** Default app code when PERYA_APP_CODE is unset at build time. */
  appCode: 'bgph01',
  /** Ports of this brand's browser tests: the reference server and the preview of the test build. */
  testPorts: { api: 4194, web: 4184 },
} as const;

export default meta;
