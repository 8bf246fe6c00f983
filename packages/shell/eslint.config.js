import { createConfig } from '@perya/eslint-config';

export default createConfig(import.meta.dirname);
