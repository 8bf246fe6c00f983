import { facebookFlows } from '@perya/shell/e2e/facebookFlows';
import meta from '../src/brand.meta';

// Facebook login against the test server's sandbox Facebook (spec §2, issue 23 item 9).
facebookFlows({ ...meta, login: { kind: 'page' }, events: 'androidBridge' });
