import { textsFlows } from '@perya/shell/e2e/textsFlows';
import meta from '../src/brand.meta';

// Operator texts in the player's language, and the brand's own identity (issue 23 items 7 and 8).
textsFlows({ ...meta, languagePopup: false });
