import { sabongFlows } from '@perya/shell/e2e/sabongFlows';
import meta from '../src/brand.meta';

sabongFlows(meta);
