import { cspFlows } from '@perya/shell/e2e/cspFlows';
import meta from '../src/brand.meta';

// The build's Content-Security-Policy holds on home, the wallet and the games (issue 11 item 8).
cspFlows(meta);
