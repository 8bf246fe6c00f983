import { brandFlows } from '@perya/shell/e2e/brandFlows';
import meta from '../src/brand.meta';

brandFlows({ ...meta, login: { kind: 'page', path: '/brandlogin' }, theme: 'invite' });
