import { moneyFlows } from '@perya/shell/e2e/moneyFlows';
import meta from '../src/brand.meta';

// Money is the account's money (issue 23 item 1): currency, points and the live balance.
moneyFlows(meta);
