import { screensFlows } from '@perya/shell/e2e/screensFlows';
import meta from '../src/brand.meta';

screensFlows(meta);
