// Popup id → presentational component. Exhaustive by type: a new id without a component (or a
// component with the wrong props) does not compile.
import type { ComponentType } from 'react';
import type { PopupId } from './ids';
import type { PopupComponentProps } from './types';
import { AppDownloadPopup } from './base/AppDownloadPopup';
import { AppUpdatePopup } from './base/AppUpdatePopup';
import { BirthdayPopup } from './base/BirthdayPopup';
import { RealityCheckPopup } from './base/RealityCheckPopup';
import { BonusPopup } from './base/BonusPopup';
import { CashOutLimitPopup } from './base/CashOutLimitPopup';
import { DepositPopup } from './base/DepositPopup';
import { InvitePopup } from './base/InvitePopup';
import { LoadingPopup } from './base/LoadingPopup';
import { MigrationPopup } from './base/MigrationPopup';
import { PlayEntryPopup } from './base/PlayEntryPopup';
import { PointsPopup } from './base/PointsPopup';
import { SignInPopup } from './base/SignInPopup';
import { SpinNoTicketPopup } from './base/SpinNoTicketPopup';
import { ToastPopup } from './base/ToastPopup';
import { WinPopup } from './base/WinPopup';
import { BindPopup } from './blackGold/BindPopup';
import { CashInConfirmPopup } from './blackGold/CashInConfirmPopup';
import { CashInPopup } from './blackGold/CashInPopup';
import { GameEntryPopup } from './blackGold/GameEntryPopup';
import { InviteCodePopup } from './blackGold/InviteCodePopup';
import { InviteRankingPopup } from './blackGold/InviteRankingPopup';
import { LanguagePopup } from './blackGold/LanguagePopup';
import { LogoutPopup } from './blackGold/LogoutPopup';
import { LottoDescriptionPopup } from './blackGold/LottoDescriptionPopup';
import { LottoVideoPopup } from './blackGold/LottoVideoPopup';
import { LuckResultPopup } from './blackGold/LuckResultPopup';
import { RedBagPopup } from './blackGold/RedBagPopup';

export type PopupRegistry = { readonly [Id in PopupId]: ComponentType<PopupComponentProps<Id>> };

export const POPUP_REGISTRY: PopupRegistry = {
  toast: ToastPopup,
  loading: LoadingPopup,
  win: WinPopup,
  bonus: BonusPopup,
  cashOutLimit: CashOutLimitPopup,
  deposit: DepositPopup,
  playEntry: PlayEntryPopup,
  signIn: SignInPopup,
  spinNoTicket: SpinNoTicketPopup,
  appDownload: AppDownloadPopup,
  appUpdate: AppUpdatePopup,
  migration: MigrationPopup,
  points: PointsPopup,
  invite: InvitePopup,
  birthday: BirthdayPopup,
  realityCheck: RealityCheckPopup,
  bind: BindPopup,
  luckResult: LuckResultPopup,
  gameEntry: GameEntryPopup,
  cashIn: CashInPopup,
  inviteRanking: InviteRankingPopup,
  language: LanguagePopup,
  inviteCode: InviteCodePopup,
  logout: LogoutPopup,
  cashInConfirm: CashInConfirmPopup,
  redBag: RedBagPopup,
  lottoDescription: LottoDescriptionPopup,
  lottoVideo: LottoVideoPopup,
};
