import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { definePeryaConfig } from '@perya/vitest-config';

// Engines run in node; view tests opt into happy-dom with a `@vitest-environment` comment.
export default definePeryaConfig({ plugins: [vanillaExtractPlugin()] });
