import { balanceFlows } from '@perya/shell/e2e/balanceFlows';
import meta from '../src/brand.meta';

// One source of truth for the balance (issue 23 item 1): the wallet follows a settlement the
// player did nothing for, and lists a pending withdrawal with the held sum explained.
balanceFlows(meta);
