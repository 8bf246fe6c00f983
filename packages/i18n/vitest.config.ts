import { definePeryaConfig } from '@perya/vitest-config';

export default definePeryaConfig({});
