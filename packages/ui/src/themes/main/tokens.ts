// Main brand: bright, trustworthy, Filipino festive — royal blue and sun yellow on light (DESIGN.md).
import { baseTokens, mergeTokens, type DeepPartial, type ThemeTokens } from '../tokens';

/** The base is the main brand's palette; main overrides nothing. */
export const mainOverrides: DeepPartial<ThemeTokens> = {};

export const mainTokens: ThemeTokens = /* @__PURE__ */ mergeTokens(baseTokens, mainOverrides);
