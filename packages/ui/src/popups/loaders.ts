// Popup id → loader of its component, for the host: every popup is its own lazy chunk (with what
// only it uses, e.g. the QR-code library of the invite popups), so the first load carries none of
// them. Toast and loading stay in the first load (eager.ts). This map is itself loaded at the first
// open of a lazy popup (PopupHost.tsx), so the first load does not carry its ~50 import sites either.
// Exhaustive by type like POPUP_REGISTRY (popups.test.tsx checks each loader gives that component).
import type { ComponentType } from 'react';
import type { PopupId } from './ids';
import type { PopupComponentProps } from './types';
import { EAGER_POPUPS } from './eager';

export type PopupLoaders = {
  readonly [Id in PopupId]: () => Promise<ComponentType<PopupComponentProps<Id>>>;
};

export const POPUP_LOADERS: PopupLoaders = {
  toast: () => Promise.resolve(EAGER_POPUPS.toast),
  loading: () => Promise.resolve(EAGER_POPUPS.loading),
  win: () => import('./base/WinPopup').then((m) => m.WinPopup),
  bonus: () => import('./base/BonusPopup').then((m) => m.BonusPopup),
  cashOutLimit: () => import('./base/CashOutLimitPopup').then((m) => m.CashOutLimitPopup),
  deposit: () => import('./base/DepositPopup').then((m) => m.DepositPopup),
  playEntry: () => import('./base/PlayEntryPopup').then((m) => m.PlayEntryPopup),
  signIn: () => import('./base/SignInPopup').then((m) => m.SignInPopup),
  spinNoTicket: () => import('./base/SpinNoTicketPopup').then((m) => m.SpinNoTicketPopup),
  appDownload: () => import('./base/AppDownloadPopup').then((m) => m.AppDownloadPopup),
  appUpdate: () => import('./base/AppUpdatePopup').then((m) => m.AppUpdatePopup),
  migration: () => import('./base/MigrationPopup').then((m) => m.MigrationPopup),
  points: () => import('./base/PointsPopup').then((m) => m.PointsPopup),
  invite: () => import('./base/InvitePopup').then((m) => m.InvitePopup),
  birthday: () => import('./base/BirthdayPopup').then((m) => m.BirthdayPopup),
  realityCheck: () => import('./base/RealityCheckPopup').then((m) => m.RealityCheckPopup),
  bind: () => import('./blackGold/BindPopup').then((m) => m.BindPopup),
  luckResult: () => import('./blackGold/LuckResultPopup').then((m) => m.LuckResultPopup),
  gameEntry: () => import('./blackGold/GameEntryPopup').then((m) => m.GameEntryPopup),
  cashIn: () => import('./blackGold/CashInPopup').then((m) => m.CashInPopup),
  inviteRanking: () => import('./blackGold/InviteRankingPopup').then((m) => m.InviteRankingPopup),
  language: () => import('./blackGold/LanguagePopup').then((m) => m.LanguagePopup),
  inviteCode: () => import('./blackGold/InviteCodePopup').then((m) => m.InviteCodePopup),
  logout: () => import('./blackGold/LogoutPopup').then((m) => m.LogoutPopup),
  cashInConfirm: () => import('./blackGold/CashInConfirmPopup').then((m) => m.CashInConfirmPopup),
  redBag: () => import('./blackGold/RedBagPopup').then((m) => m.RedBagPopup),
  lottoDescription: () => import('./blackGold/LottoDescriptionPopup').then((m) => m.LottoDescriptionPopup),
  lottoVideo: () => import('./blackGold/LottoVideoPopup').then((m) => m.LottoVideoPopup),
};

/**
 * Loads the chunks of these popups ahead of their first open (e.g. when the page is idle, or in a
 * story that checks the host's behaviour rather than the network).
 */
export async function preloadPopups(ids: readonly PopupId[]): Promise<void> {
  await Promise.all(ids.map((id) => POPUP_LOADERS[id]()));
}
