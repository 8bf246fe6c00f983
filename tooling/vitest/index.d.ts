import type { UserConfig } from 'vitest/config';

export declare const base: UserConfig;
export declare function definePeryaConfig(overrides?: UserConfig): UserConfig;
export default definePeryaConfig;
