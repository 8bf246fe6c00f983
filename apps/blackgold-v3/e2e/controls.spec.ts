import { controlsFlows } from '@perya/shell/e2e/controlsFlows';
import meta from '../src/brand.meta';

controlsFlows(meta);
