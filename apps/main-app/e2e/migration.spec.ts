import { migrationFlows } from '@perya/shell/e2e/migrationFlows';
import meta from '../src/brand.meta';
import { CHILD_COMPANION } from './companion';

migrationFlows({ ...meta, child: CHILD_COMPANION });
