import { tradeFlows } from '@perya/shell/e2e/tradeFlows';
import meta from '../src/brand.meta';

// The brand has the trading feature (src/brand.config.ts features.trading).
tradeFlows(meta);
