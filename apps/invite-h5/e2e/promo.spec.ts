import { promoFlows } from '@perya/shell/e2e/promoFlows';
import meta from '../src/brand.meta';

// spec §6: this brand's bonus is playThrough (src/brand.config.ts features.trading is off).
promoFlows({ ...meta, bonusRule: 'playThrough' });
