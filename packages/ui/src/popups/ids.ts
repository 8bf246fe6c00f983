// The typed popup ids of spec §2 and the two sets a brand chooses from (ARCHITECTURE "a brand is
// configuration": the popup set is data in brand.config.ts).

/**
 * Overlay popups by set (spec §2). `base` is what every brand renders; the black-gold v3/v4
 * theme adds `blackGold`. A brand passes the names of the sets it renders to `<PopupHost sets>`.
 */
export const POPUP_SETS = {
  base: [
    'toast',
    'loading',
    'win',
    'bonus',
    'cashOutLimit',
    'deposit',
    'playEntry',
    'signIn',
    'spinNoTicket',
    'appDownload',
    'appUpdate',
    'migration',
    'points',
    'invite',
    'birthday',
    'realityCheck',
  ],
  blackGold: [
    'bind',
    'luckResult',
    'gameEntry',
    'cashIn',
    'inviteRanking',
    'language',
    'inviteCode',
    'logout',
    'cashInConfirm',
    'redBag',
    'lottoDescription',
    'lottoVideo',
  ],
} as const;

export type PopupSetName = keyof typeof POPUP_SETS;
export const POPUP_SET_NAMES = Object.keys(POPUP_SETS) as PopupSetName[];

export type BasePopupId = (typeof POPUP_SETS.base)[number];
export type BlackGoldPopupId = (typeof POPUP_SETS.blackGold)[number];
/** Every popup id of every set. */
export type PopupId = BasePopupId | BlackGoldPopupId;

/** Every id of the named sets, in set order (the ids a host with these sets may open). */
export function popupIdsOf(sets: readonly PopupSetName[]): ReadonlySet<PopupId> {
  return new Set<PopupId>(sets.flatMap((name) => POPUP_SETS[name]));
}
