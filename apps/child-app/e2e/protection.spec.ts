import { protectionFlows } from '@perya/shell/e2e/protectionFlows';
import meta from '../src/brand.meta';

// The deposit and withdraw pages of src/brand.config.ts (a cash-in popup brand keeps /cashin).
protectionFlows({ ...meta, cashInPath: '/cashin', cashOutPath: '/cashout' });
