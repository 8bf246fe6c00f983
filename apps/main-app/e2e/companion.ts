// The child app the main app's migration test serves beside it, built against the same test server
// (playwright.config.ts, e2e/migration.spec.ts).
import path from 'node:path';
import type { CompanionApp } from '@perya/shell/e2e/config';

export const CHILD_COMPANION: CompanionApp = {
  dir: path.resolve(import.meta.dirname, '../../child-app'),
  // The child app's default app code (apps/child-app/src/brand.meta.ts), set for this build.
  appCode: 'childph01',
  // Below every brand's test ports (new brands take the next ones up).
  webPort: 4180,
};
