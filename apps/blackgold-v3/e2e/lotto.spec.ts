import { lottoFlows } from '@perya/shell/e2e/lottoFlows';
import meta from '../src/brand.meta';

lottoFlows({ ...meta, popups: true });
