import { artFlows } from '@perya/shell/e2e/artFlows';
import meta from '../src/brand.meta';

artFlows(meta);
