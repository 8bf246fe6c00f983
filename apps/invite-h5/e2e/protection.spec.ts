import { protectionFlows } from '@perya/shell/e2e/protectionFlows';
import meta from '../src/brand.meta';

// The deposit and withdraw pages of src/brand.config.ts (invite brands: /wallet/cash/in and out).
protectionFlows({ ...meta, cashInPath: '/wallet/cash/in', cashOutPath: '/wallet/cash/out' });
