// Types for the JavaScript tooling presets this package's configs import.
declare module '@perya/playwright-config' {
  export const CHROMIUM_PATH: string;
  export const CHROMIUM_ARGS: string[];
}

declare module '@perya/vitest-config' {
  import type { UserConfig } from 'vitest/config';
  export const base: UserConfig & { test: NonNullable<UserConfig['test']> };
  export function definePeryaConfig(overrides?: UserConfig): UserConfig;
}
