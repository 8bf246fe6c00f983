import { emailFlows } from '@perya/shell/e2e/emailFlows';
import meta from '../src/brand.meta';

// An email binds only with the code mailed to it, one account per email (issue 26 item 5).
emailFlows(meta);
