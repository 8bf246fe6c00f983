// The concrete start-up steps of spec §4 for a brand, wired to the API, storage and popups. The
// order lives in pipeline.ts; each step here is small and swallows nothing it should report.
import { routes } from '@perya/api/routes';
import { whenTextsLoaded } from '@perya/i18n';
import {
  createDemoId,
  EVENT_BRAND_H5_ENTER,
  EVENT_NEW_APP_ENTER,
  isMainAppCode,
  shouldShowProtectMigrationPrompt,
  TRACKED_EVENTS,
  updateRedirectTarget,
} from '@perya/domain';
import type { ShellServices } from '../services/services';
import { publicConfigValueQuery, userInfoQuery } from '@perya/api/queries';
import { captureAndStoreAdData } from '../platform/adData';
import { STORAGE_KEYS } from '../platform/storage';
import { demoIdAtom, evoHiddenAtom } from '../state/session';
import { checkAppUpdate } from './appUpdate';
import { oncePerSession, type StartupSteps } from './pipeline';

export const TOKEN_RENEWED_KEY = 'perya.tokenRenewed';

export interface StepHooks {
  navigate(to: string): void;
  /** The player's language's text of an i18n key (prompts opened by start-up). */
  translate(key: string): string;
  hideLoading(): void;
  now(): number;
}

export function brandStartupSteps(s: ShellServices, hooks: StepHooks): StartupSteps {
  const { api, kv, config, queryClient, session } = s;
  /** Opens the migration tip transferInit found (spec §4 "GT popup"), or null for none. */
  let openTip: (() => void) | null = null;

  return {
    async systemInit() {
      captureAndStoreAdData(kv, window.location.href, hooks.now(), (c) => s.writeCookie(c));
      s.mainAppFlag = isMainAppCode(config.appCode);
      // Device registration and the update check run alongside: neither may hold the player up.
      void registerDevice(s);
      void checkAppUpdate({
        fetchBoot: () => api.call(routes.appBoot, { appId: config.env.bootAppId }),
        target: updateRedirectTarget,
        session: s.sessionStore,
        redirect: (url) => window.location.assign(url),
      });
      if (config.features.brandH5Enter) void s.reporter.report(EVENT_BRAND_H5_ENTER);
      if (config.features.newAppEnter && kv.get(STORAGE_KEYS.newAppEntered) !== '1') {
        kv.set(STORAGE_KEYS.newAppEntered, '1');
        void s.reporter.report(EVENT_NEW_APP_ENTER);
      }
      // spec §5 tracked "first open": the first start of the app on this device (after the ad data
      // above is stored, so an ad's install is attributed).
      if (kv.get(STORAGE_KEYS.firstOpened) !== '1') {
        kv.set(STORAGE_KEYS.firstOpened, '1');
        void s.reporter.track(TRACKED_EVENTS.firstOpen);
      }
      const front = await queryClient.fetchQuery(publicConfigValueQuery('front_public_config'));
      if (front.emergencyAlertUrl) hooks.navigate('/emergencyAlert');
    },
    async userInit() {
      if (!session.token()) return;
      await oncePerSession(s.sessionStore, TOKEN_RENEWED_KEY, async () => {
        // Rotation: the server revoked the old token; the api client stores the new one before any
        // call waiting on the renewal goes on. A refused renewal logs nobody out by itself (another
        // tab may have rotated the shared token first); the next call decides whether the session is gone.
        await api.call(routes.tokenRenewal, {}, { turnLogin: false });
      });
      await queryClient.fetchQuery(userInfoQuery());
    },
    async gameBlacklistCheck() {
      const uid = session.userId();
      if (!uid) return;
      const list = await queryClient.fetchQuery(publicConfigValueQuery('game_black_list'));
      session.store.set(evoHiddenAtom, list.evo.map(String).includes(uid));
    },
    async walletInit() {
      // The balances are part of the player record: refresh it so the brand bar shows them.
      if (session.userId()) await queryClient.invalidateQueries({ queryKey: userInfoQuery().queryKey });
    },
    async protectMigrationCheck() {
      // "When enabled" (spec §4): the brand has the check (the pipeline's condition) and the
      // operator switched it on in front_public_config.protectMigrationEnabled.
      const front = await queryClient.fetchQuery(publicConfigValueQuery('front_public_config'));
      if (!front.protectMigrationEnabled) return;
      const res = await api.call(routes.protectMigrationCheck, {});
      // spec §4: INIT (an account that arrived by migration and has no password yet) shows the
      // protection prompt; it leads to the password change, which proves the phone with a code.
      if (shouldShowProtectMigrationPrompt(res.state)) {
        // Its button's text is not in the first screen's part of en-PH.
        await whenTextsLoaded();
        const prompt = s.popups.open('migration', {
          tip: 'playInMain',
          title: hooks.translate('popups.migration.protectTitle'),
          message: hooks.translate('popups.migration.protectBody'),
          confirmLabel: hooks.translate('account.changePassword'),
          onConfirm: () => {
            prompt.close();
            hooks.navigate('/profile#password');
          },
        });
      }
    },
    async transferInit() {
      // Loaded when start-up gets here: the migration hand-over and tips are not on the way to the
      // first screen (spec §9 first-load budget).
      const { migrationTip } = await import('./migrationTip');
      openTip = await migrationTip(s, hooks);
      return openTip === null;
    },
    openTransferPopup() {
      openTip?.();
    },
    async demoInit() {
      let id = kv.get(STORAGE_KEYS.demoId);
      if (!id) {
        id = createDemoId(Math.random);
        kv.set(STORAGE_KEYS.demoId, id);
      }
      session.store.set(demoIdAtom, id);
    },
    hideLoading: hooks.hideLoading,
  };
}

async function registerDevice(s: ShellServices): Promise<void> {
  if (s.kv.get(STORAGE_KEYS.deviceInfoId)) return;
  try {
    // Loaded when needed: device collection is not on the way to the first screen.
    const { browserDeviceInfo } = await import('../platform/deviceInfo');
    const info = await browserDeviceInfo();
    const res = await s.api.call(routes.deviceGetInfoId, { deviceInfo: info as never });
    s.kv.set(STORAGE_KEYS.deviceInfoId, res.deviceInfoId);
  } catch (_) {
    // The device id is optional on every call; it is retried on the next start.
  }
}
