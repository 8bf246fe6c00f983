// The brand apps' own configs, as .storybook/main.ts hands them to the page stories.
declare module 'virtual:perya-brand-configs' {
  import type { BrandConfig } from '../src/brand/BrandConfig';

  /** One brand app (its folder under apps/), its config and its logo's URL in the Storybook build. */
  export interface StoryBrandApp {
    readonly folder: string;
    readonly config: BrandConfig;
    readonly logo: string | undefined;
  }
  const brands: readonly StoryBrandApp[];
  export default brands;
}
