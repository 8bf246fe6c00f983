import { definePeryaConfig } from '@perya/vitest-config';

export default definePeryaConfig({ test: { include: ['*.test.mjs'] } });
