// The transfer step of start-up (spec §4 migration), loaded when start-up reaches it. The main app
// routes a child app's hand-over (userCode, appCode) to /transferToMain. A child app asks which tip
// its player gets: the signed-in player's account, or with nobody signed in the account last used
// on this device (/x2/vest/recent_login_account/get); a migrated account's visit is reported
// (/x2/vest/migrated/visit/report); each tip shows once per day, and migrate-over leads to the main
// app's download page with the award and the link to copy (spec §2); the other tips open the main
// app by its deep link to a trade detail page (spec §2).
import { routes } from '@perya/api/routes';
import { downloadPageUrl, migrationHandOff, tradeDetailDeepLink, transferToMainPath } from '@perya/domain';
import { accountRecord, deviceRecord } from '../pages/dailyRecord';
import type { ShellServices } from '../services/services';
import type { StepHooks } from './steps';

/** Opens the tip start-up found (spec §4 "if it returns false, a GT popup shows"), or null for none. */
export async function migrationTip(s: ShellServices, hooks: StepHooks): Promise<(() => void) | null> {
  const { api, config, session } = s;
  if (config.role === 'main') {
    // A child app's deep link hands over who is migrating (spec §4: main app routes to /transferToMain).
    const handOff = migrationHandOff(window.location.hash) ?? migrationHandOff(window.location.search);
    if (handOff) hooks.navigate(transferToMainPath(handOff));
    return null;
  }
  const uid = session.userId();
  // Nobody signed in here: the child account last used on this device, if the child app's export
  // names it (by the device id header), still gets its tip.
  const userCode = uid ?? (await api.call(routes.vestRecentLoginAccount, { appCode: config.appCode }))?.userId;
  if (!userCode) return null;
  const caller = { userCode, appCode: config.appCode };
  const res = await api.call(routes.vestCheckBannerShow, caller);
  // A migrated account opened the child app again: the main app's operator counts these visits.
  if (res.tip === 'playInMain') void api.call(routes.vestMigratedVisitReport, caller);
  const tip = res.tip;
  if (tip === null) return null;
  // Once a day on this device, and (a signed-in player) once a day for the account on any device.
  const record = uid === null ? deviceRecord(s) : await accountRecord(s, hooks.now());
  if (!record.due(tip, hooks.now())) return null;
  let amount: number | undefined;
  let award: number | undefined;
  if (tip === 'migrateOver' && uid) {
    // The migrate-over tip says what moves: the balance and the award (spec §3 migration info).
    // Signed-in players only: an account's balance is not told to whoever holds its device.
    const bonus = await api.call(routes.migrationBonusCheck, caller).catch(() => null);
    if (bonus?.canMigrate) {
      amount = bonus.migrateAmount;
      award = bonus.migrateAwardAmount;
    }
  }
  // Migrate-over leads to the main app's download page (spec §2); the other tips open the main app
  // on its trade detail page (spec §2 "opening the main app uses a deep link to a trade detail page").
  const target =
    tip === 'migrateOver'
      ? (downloadPageUrl(res.mainAppUrl, { migrateAward: award, copyText: res.mainAppUrl }) ?? res.mainAppUrl)
      : (tradeDetailDeepLink(res.mainAppUrl) ?? res.mainAppUrl);
  // Through the marketing gate (issue 23): one at a time, never over a game; the day is marked when it opens.
  return () =>
    void s.marketing.offer(tip, () => {
      record.mark(tip, hooks.now());
      return s.popups.open('migration', {
        tip,
        onConfirm: () => window.location.assign(target),
        ...(amount === undefined ? {} : { amount }),
        ...(award === undefined || award === 0 ? {} : { award }),
      });
    });
}
