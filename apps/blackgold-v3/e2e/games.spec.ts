import { gameFlows } from '@perya/shell/e2e/gameFlows';
import meta from '../src/brand.meta';

gameFlows({ ...meta, gameEntryPopup: true });
