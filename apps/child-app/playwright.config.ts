import { brandPlaywrightConfig } from '@perya/shell/e2e/config';
import meta from './src/brand.meta';

export default brandPlaywrightConfig(import.meta.dirname, meta);
