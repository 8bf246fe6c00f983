import { walletFlows } from '@perya/shell/e2e/walletFlows';
import meta from '../src/brand.meta';

// The wallet targets of src/brand.config.ts (spec §2 Deposit / Withdraw).
walletFlows({ ...meta, wallet: { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } }, invite: false });
