import { snapshotFlows } from '@perya/shell/e2e/snapshotFlows';
import meta from '../src/brand.meta';

// A returning visit paints the home as last drawn before the app's script runs (issue 25 item 1).
snapshotFlows(meta);
