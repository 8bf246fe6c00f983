import { engagementFlows } from '@perya/shell/e2e/engagementFlows';
import meta from '../src/brand.meta';

// Sign in today, a deposit offer, a mission claim and a spin with points (issue 12).
engagementFlows({ ...meta, cashIn: { kind: 'route', path: '/cashin' }, blackGold: false });
