import { brandPlaywrightConfig, testWebBase } from '@perya/shell/e2e/config';
import meta from './src/brand.meta';
import { CHILD_COMPANION } from './e2e/companion';

// The child app is served too, against the same server, for the cross-app migration test; the
// server's child-app tips point at this app (seed migration.mainAppUrl).
export default brandPlaywrightConfig(import.meta.dirname, meta, {
  companions: [CHILD_COMPANION],
  mainAppUrl: `${testWebBase(meta)}/#/`,
});
