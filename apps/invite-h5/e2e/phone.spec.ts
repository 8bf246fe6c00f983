import { phoneFlows } from '@perya/shell/e2e/phoneFlows';
import meta from '../src/brand.meta';

// The dialling code is the market's, never the language's; no modal loading card (issue 23 items 2, 5).
phoneFlows({ ...meta, cashIn: { kind: 'route', path: '/wallet/cash/in' }, invitePopup: true });
