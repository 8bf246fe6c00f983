import type { PlaywrightTestConfig } from '@playwright/test';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const launchOptions: { executablePath: string; args: string[] };
export declare const phone: PlaywrightTestConfig['use'];
export declare function definePeryaConfig(config: PlaywrightTestConfig): PlaywrightTestConfig;
export default definePeryaConfig;
