import { createConfig } from './index.js';

export default createConfig(import.meta.dirname);
