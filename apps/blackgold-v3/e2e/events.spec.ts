import { eventsFlows } from '@perya/shell/e2e/eventsFlows';
import meta from '../src/brand.meta';

// Issue 23 item 9: Forgot password, the terms link, a tracked event through src/brand.config.ts's
// login surface and event transport.
eventsFlows({ ...meta, login: { kind: 'popup' }, events: 'androidBridge' });
