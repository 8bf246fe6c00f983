// The semantic design tokens every brand theme fills: one interface, one base, per-brand overrides.
// Sizes are CSS pixels at the 375 px design width; toCssVars turns them into rem so the root font
// rule (spec §9) scales the whole layout.

/** Every brand theme, in the order the Storybook toolbar lists them. */
export const THEME_NAMES = ['main', 'child', 'invite', 'blackGoldV3', 'blackGoldV4'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Two stops of a linear gradient; both are checked for contrast against the text drawn on them. */
export interface GradientTokens {
  readonly from: string;
  readonly to: string;
}

export interface ColorTokens {
  /** Behind every page. */
  readonly page: string;
  /** Cards, list rows, sheets. May be translucent (glassy cards): contrast is checked over `page`. */
  readonly surface: string;
  /** Popups and anything floating above a surface. */
  readonly surfaceRaised: string;
  /** Inputs and wells sunk into a surface. */
  readonly surfaceSunken: string;
  /** Dims the page behind a popup; also the dark plate of badges drawn over game art. */
  readonly scrim: string;
  /** Text and icons on `scrim` (the provider badge and favourite heart on game art). */
  readonly onScrim: string;
  /** Body text on page, surface and raised surface. */
  readonly text: string;
  /** Secondary text (hints, captions); still AA for body text. */
  readonly textMuted: string;
  /** Main call to action fill. */
  readonly primary: string;
  readonly primaryPressed: string;
  /** Text and icons on `primary` and on the primary gradient. */
  readonly onPrimary: string;
  /** Secondary brand colour (highlights, the raised tab). */
  readonly accent: string;
  readonly onAccent: string;
  /** Links and ghost buttons on a surface. */
  readonly link: string;
  /** Hairlines between rows. Decorative: not contrast-checked. */
  readonly border: string;
  /** Outlines of inputs and secondary buttons: at least 3:1 on their surface (WCAG 1.4.11). */
  readonly borderStrong: string;
  /** The :focus-visible ring: at least 3:1 on page and surface. */
  readonly focusRing: string;
  /** Status colours as text on a surface (win, loss/error, pending, info). */
  readonly success: string;
  readonly danger: string;
  readonly pending: string;
  readonly info: string;
  /** Fill of destructive buttons and count badges, with its text colour. */
  readonly dangerFill: string;
  readonly onDangerFill: string;
  /** The unread dot. */
  readonly redDot: string;
  readonly skeleton: string;
  readonly skeletonHighlight: string;
  readonly tabBar: string;
  readonly tabBarActive: string;
  readonly tabBarInactive: string;
  readonly navBar: string;
  readonly onNavBar: string;
}

export interface FontSizeTokens {
  readonly xs: number;
  readonly sm: number;
  readonly md: number;
  readonly lg: number;
  readonly xl: number;
  readonly xxl: number;
  readonly display: number;
}

/**
 * Colours of the in-house game boards (games.md): the pieces a player knows by colour (the colour
 * game's die faces, the ring's fields, sabong's sides) and the table they are drawn on. Pieces are
 * identified by their label as well as their colour, so they are not contrast-checked as text.
 */
export interface GameColorTokens {
  /** Behind a game board (the felt): its lit centre. */
  readonly table: string;
  /** The felt's shaded edge: the board is a radial gradient from `table` to this. */
  readonly tableDeep: string;
  /** Text and lines on the table. */
  readonly onTable: string;
  /** The board's frame and trim (the brand's metal: gold, coral, yellow). Decorative. */
  readonly rim: string;
  /** The pattern drawn into the felt (banderitas, rings, grid): faint, decorative. */
  readonly motif: string;
  /** The light of a win: the glow behind the amount and the lamps of the board's frame. */
  readonly glow: string;
  readonly dieWhite: string;
  readonly dieGreen: string;
  readonly diePink: string;
  readonly dieBlue: string;
  readonly dieRed: string;
  readonly dieYellow: string;
  readonly ringGrey: string;
  readonly ringBlue: string;
  readonly ringOrange: string;
  readonly ringGreen: string;
  readonly meron: string;
  readonly wala: string;
  readonly draw: string;
  /** Outline of a piece, so a white die shows on a light card. */
  readonly pieceEdge: string;
}

/**
 * Colours of the product's drawn art (packages/ui/src/art): VIP metals and gems, faces of the
 * avatars, light and shade laid over any fill. Decorative (the art is aria-hidden or named by its
 * label), so not contrast-checked; a brand may warm or cool them.
 */
export interface ArtColorTokens {
  readonly bronze: string;
  readonly silver: string;
  readonly gold: string;
  readonly platinum: string;
  readonly diamond: string;
  readonly ruby: string;
  readonly skin: string;
  readonly skinDeep: string;
  readonly hair: string;
  /** A highlight laid over any fill (translucent white). */
  readonly shine: string;
  /** A shadow laid over any fill (translucent ink). */
  readonly shade: string;
  /** Outlines and pips drawn on light pieces. */
  readonly ink: string;
}

export interface ThemeTokens {
  /** `light` or `dark`: sets CSS color-scheme so native controls and scrollbars match. */
  readonly colorScheme: 'light' | 'dark';
  readonly color: ColorTokens;
  readonly game: GameColorTokens;
  readonly art: ArtColorTokens;
  readonly gradient: {
    readonly primary: GradientTokens;
    readonly accent: GradientTokens;
  };
  readonly font: {
    readonly family: string;
    /** Pixels at 375 px width (DESIGN.md: 12, 14, 16, 18, 20, 24, 32). */
    readonly size: FontSizeTokens;
    /** Unitless multipliers per size. */
    readonly lineHeight: { readonly [K in keyof FontSizeTokens]: number };
    readonly weight: { readonly regular: number; readonly semibold: number; readonly bold: number };
  };
  /** Pixels at 375 px width. */
  readonly space: {
    readonly none: number;
    readonly xxs: number;
    readonly xs: number;
    readonly sm: number;
    readonly md: number;
    readonly lg: number;
    readonly xl: number;
    readonly xxl: number;
    readonly xxxl: number;
  };
  /** Pixels at 375 px width; `full` makes pills and circles. */
  readonly radius: {
    readonly none: number;
    readonly sm: number;
    readonly md: number;
    readonly lg: number;
    readonly xl: number;
    readonly full: number;
  };
  /** Pixels at 375 px width. */
  readonly size: {
    /** Minimum touch target; never drops below 44 CSS px even on small phones. */
    readonly touchTarget: number;
    readonly controlSm: number;
    readonly controlMd: number;
    readonly controlLg: number;
    readonly tabBar: number;
    /** Diameter of the raised centre tab. */
    readonly tabBarRaised: number;
    readonly navBar: number;
    readonly iconSm: number;
    readonly iconMd: number;
    readonly iconLg: number;
    readonly redDot: number;
    readonly progressBar: number;
    readonly borderWidth: number;
    readonly focusRingWidth: number;
    /** Widest a page's content grows on tablets and desktops. */
    readonly contentMaxWidth: number;
  };
  readonly shadow: {
    readonly sm: string;
    readonly md: string;
    readonly lg: string;
    /** Under the raised centre tab. */
    readonly raised: string;
  };
  /** Stacking layers, lowest first. */
  readonly zIndex: {
    readonly page: number;
    readonly tabBar: number;
    readonly popup: number;
    readonly toast: number;
    readonly loading: number;
  };
  readonly motion: {
    /** Milliseconds; DESIGN.md asks 150-250 ms for popups. Zeroed under prefers-reduced-motion. */
    readonly duration: { readonly fast: number; readonly base: number; readonly slow: number };
    readonly easing: { readonly out: string; readonly inOut: string };
  };
  /** Theme artwork as CSS images (`none` when the brand has none). */
  readonly illustration: {
    /** Decoration of the cash-out limit popup; the invite brand's is its dragon. */
    readonly cashOutLimit: string;
  };
  /** Choices a component makes in markup, not CSS (read through useThemeFlags). */
  readonly flags: ThemeFlags;
}

const systemFont =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** The base every brand starts from: the main brand's light palette and the shared scales. */
/** Choices a component makes in markup, not CSS (read through useThemeFlags). */
export interface ThemeFlags {
  /** The invite brand shows the dragon variant of the cash-out limit popup (spec §2). */
  readonly cashOutLimitVariant: 'standard' | 'dragon';
}

/** The flags of every theme that does not override them. */
export const baseFlags: ThemeFlags = { cashOutLimitVariant: 'standard' };

export const baseTokens: ThemeTokens = {
  colorScheme: 'light',
  color: {
    page: '#F4F6FB',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#EEF1F7',
    scrim: 'rgba(17, 24, 39, 0.6)',
    onScrim: '#FFFFFF',
    text: '#111827',
    textMuted: '#4B5563',
    primary: '#1E4FD8',
    primaryPressed: '#173FB0',
    onPrimary: '#FFFFFF',
    accent: '#FFC629',
    onAccent: '#111827',
    link: '#1E4FD8',
    border: '#E2E6EF',
    borderStrong: '#6B7280',
    focusRing: '#1E4FD8',
    success: '#047857',
    danger: '#C81E1E',
    pending: '#92400E',
    info: '#1D4ED8',
    dangerFill: '#C81E1E',
    onDangerFill: '#FFFFFF',
    redDot: '#E02424',
    skeleton: '#E3E7EF',
    skeletonHighlight: '#F3F5F9',
    tabBar: '#FFFFFF',
    tabBarActive: '#1E4FD8',
    tabBarInactive: '#4B5563',
    navBar: '#FFFFFF',
    onNavBar: '#111827',
  },
  game: {
    table: '#173A8F',
    tableDeep: '#0A1C4F',
    onTable: '#F3F4F6',
    rim: '#FFC629',
    motif: 'rgba(255, 255, 255, 0.09)',
    glow: '#FFD45C',
    dieWhite: '#F9FAFB',
    dieGreen: '#16A34A',
    diePink: '#EC4899',
    dieBlue: '#2563EB',
    dieRed: '#DC2626',
    dieYellow: '#FACC15',
    ringGrey: '#9CA3AF',
    ringBlue: '#3B82F6',
    ringOrange: '#F97316',
    ringGreen: '#22C55E',
    meron: '#B91C1C',
    wala: '#1D4ED8',
    draw: '#15803D',
    pieceEdge: 'rgba(17, 24, 39, 0.35)',
  },
  art: {
    bronze: '#C7773A',
    silver: '#B9C2CF',
    gold: '#F2B631',
    platinum: '#8FD3D9',
    diamond: '#7FB4FF',
    ruby: '#E0245E',
    skin: '#E8B48A',
    skinDeep: '#B9794F',
    hair: '#2B2118',
    shine: 'rgba(255, 255, 255, 0.55)',
    shade: 'rgba(17, 24, 39, 0.22)',
    ink: '#1F2430',
  },
  gradient: {
    primary: { from: '#2B5CE6', to: '#1E4FD8' },
    accent: { from: '#FFD45C', to: '#FFC629' },
  },
  font: {
    family: systemFont,
    size: { xs: 12, sm: 14, md: 16, lg: 18, xl: 20, xxl: 24, display: 32 },
    lineHeight: { xs: 1.4, sm: 1.45, md: 1.5, lg: 1.4, xl: 1.35, xxl: 1.3, display: 1.2 },
    weight: { regular: 400, semibold: 600, bold: 700 },
  },
  space: { none: 0, xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 },
  radius: { none: 0, sm: 4, md: 8, lg: 12, xl: 16, full: 999 },
  size: {
    touchTarget: 44,
    controlSm: 36,
    controlMd: 44,
    controlLg: 52,
    tabBar: 48,
    tabBarRaised: 56,
    navBar: 44,
    iconSm: 16,
    iconMd: 20,
    iconLg: 24,
    redDot: 8,
    progressBar: 8,
    borderWidth: 1,
    focusRingWidth: 2,
    contentMaxWidth: 480,
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 4px 12px rgba(17, 24, 39, 0.10)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
    raised: '0 4px 10px rgba(30, 79, 216, 0.35)',
  },
  zIndex: { page: 0, tabBar: 100, popup: 1000, toast: 2000, loading: 3000 },
  motion: {
    duration: { fast: 150, base: 200, slow: 250 },
    easing: { out: 'cubic-bezier(0.16, 1, 0.3, 1)', inOut: 'cubic-bezier(0.65, 0, 0.35, 1)' },
  },
  illustration: { cashOutLimit: 'none' },
  flags: baseFlags,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies overrides on top of a token set. A brand may only override tokens the base has: an
 * unknown key is a mistake (a typo would silently do nothing), so it throws.
 */
export function mergeTokens<T extends object>(base: T, ...overrides: readonly DeepPartial<T>[]): T {
  let result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const override of overrides) {
    const next: Record<string, unknown> = { ...result };
    for (const [key, value] of Object.entries(override as Record<string, unknown>)) {
      if (!(key in result)) throw new Error(`Unknown theme token "${key}"`);
      if (value === undefined) continue;
      const current = result[key];
      next[key] = isPlainObject(current) && isPlainObject(value) ? mergeTokens(current, value) : value;
    }
    result = next;
  }
  return result as T;
}
