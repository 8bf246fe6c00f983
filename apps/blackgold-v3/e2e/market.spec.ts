import { marketFlows } from '@perya/shell/e2e/marketFlows';
import meta from '../src/brand.meta';

// The wallet targets of src/brand.config.ts; the brand serves the Philippines (issue 23 item 2).
marketFlows({ ...meta, wallet: { cashIn: { kind: 'popup' }, cashOut: { kind: 'route', path: '/cashout' } } });
