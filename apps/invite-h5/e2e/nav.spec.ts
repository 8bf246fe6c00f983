import { navFlows } from '@perya/shell/e2e/navFlows';
import meta from '../src/brand.meta';

// Navigation and failure (issue 23 item 5): back closes a popup, the API down shows its Retry on top.
navFlows(meta);
