import { lobbyFlows } from '@perya/shell/e2e/lobbyFlows';
import meta from '../src/brand.meta';

// The lobby: category and provider chips, search, and the recent-winners ticker (issue 24 §5).
lobbyFlows(meta);
