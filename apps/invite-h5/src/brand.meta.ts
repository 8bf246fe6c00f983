// Plain data about the brand that its Vite config, manifest and browser tests read (no imports,
// so Node can load it without the vanilla-extract plugin). Everything else is in brand.config.ts.
const meta = {
  id: 'invite-h5',
  /**
   * The brand's one name, everywhere a player or a store sees it: tab title, manifest name and
   * short_name, home header, login, share, download page. 12 characters at most (a launcher label).
   */
  title: 'Perya Dragon',
  themeColor: '#D7261E',
  backgroundColor: '#2A0A0A',
  /** Colours of the generated icons and banner art (tooling/scripts/new-brand-assets.mjs). */
  art: { from: '#D7261E', to: '#F5C04A', ink: '#FFF4E0' },
  /** `pnpm start` serves the built app here (vite preview). */
  port: 5175,
  /** Default app code when PERYA_APP_CODE is unset at build time. */
  appCode: 'inviteph',
  /** Ports of this brand's browser tests: the reference server and the preview of the test build. */
  testPorts: { api: 4193, web: 4183 },
} as const;

export default meta;
