// `@perya/ui/popups`: the popup ids and sets, their props, the registry, the host and its hooks.
export { POPUP_SETS, POPUP_SET_NAMES, popupIdsOf } from './ids';
export type { BasePopupId, BlackGoldPopupId, PopupId, PopupSetName } from './ids';
export { POPUP_REGISTRY } from './registry';
export type { PopupRegistry } from './registry';
export { EAGER_POPUPS } from './eager';
export { POPUP_LOADERS, preloadPopups } from './loaders';
export type { PopupLoaders } from './loaders';
export {
  BIND_KINDS,
  CASH_OUT_LIMIT_VARIANTS,
  DEPOSIT_PROMPT_REASONS,
  MIGRATION_TIPS,
  RED_BAG_STATES,
  SIGN_STATES,
} from './types';
export type * from './types';
export { PopupHost, usePopups, useToast } from '../overlays/PopupHost';
export type { PopupHostProps, PopupsApi } from '../overlays/PopupHost';
export { createPopupStore, TOAST_TONES } from '../overlays/popupStore';
export type {
  OpenOptions,
  OverlaySnapshot,
  PopupEntry,
  PopupHandle,
  PopupStore,
  PopupStoreOptions,
  ToastEntry,
  ToastOptions,
  ToastTone,
} from '../overlays/popupStore';
export { AppDownloadPopup } from './base/AppDownloadPopup';
export { AppUpdatePopup } from './base/AppUpdatePopup';
export { BonusPopup } from './base/BonusPopup';
export { CashOutLimitPopup, useCashOutLimitVariant } from './base/CashOutLimitPopup';
export { DepositPopup } from './base/DepositPopup';
export { InvitePopup } from './base/InvitePopup';
export { LoadingPopup } from './base/LoadingPopup';
export { MigrationPopup } from './base/MigrationPopup';
export { PlayEntryPopup } from './base/PlayEntryPopup';
export { PointsPopup } from './base/PointsPopup';
export { SignInPopup } from './base/SignInPopup';
export { SpinNoTicketPopup } from './base/SpinNoTicketPopup';
export { ToastPopup } from './base/ToastPopup';
export { WinPopup } from './base/WinPopup';
export { BindPopup } from './blackGold/BindPopup';
export { CashInConfirmPopup } from './blackGold/CashInConfirmPopup';
export { CashInPopup } from './blackGold/CashInPopup';
export { GameEntryPopup } from './blackGold/GameEntryPopup';
export { InviteCodePopup } from './blackGold/InviteCodePopup';
export { InviteRankingPopup } from './blackGold/InviteRankingPopup';
export { LanguagePopup } from './blackGold/LanguagePopup';
export { LogoutPopup } from './blackGold/LogoutPopup';
export { LottoDescriptionPopup } from './blackGold/LottoDescriptionPopup';
export { LottoVideoPopup } from './blackGold/LottoVideoPopup';
export { LuckResultPopup } from './blackGold/LuckResultPopup';
export { RedBagPopup } from './blackGold/RedBagPopup';
