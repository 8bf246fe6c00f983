import { gameRealFlows } from '@perya/shell/e2e/gameRealFlows';
import meta from '../src/brand.meta';

gameRealFlows(meta);
