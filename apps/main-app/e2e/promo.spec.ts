import { promoFlows } from '@perya/shell/e2e/promoFlows';
import meta from '../src/brand.meta';

// spec §6: this brand's bonus is tradingOnly (src/brand.config.ts features.trading is on).
promoFlows({ ...meta, bonusRule: 'tradingOnly' });
