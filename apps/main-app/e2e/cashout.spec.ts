import { cashoutFlows } from '@perya/shell/e2e/cashoutFlows';
import meta from '../src/brand.meta';

// Speed up and rate a cash-out (spec §5 cash-out boost and comment) through src/brand.config.ts's
// withdraw page and event transport.
cashoutFlows({ ...meta, cashOutPath: '/cashout', events: 'none' });
