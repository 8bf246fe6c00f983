// spec §5 fixed-map event newApp.recharge: the clean-app variant (the brand that records
// newApp.enter, spec §4) records each deposit order its player places, with the amount.
import { EVENT_NEW_APP_RECHARGE } from '@perya/domain';
import type { ShellServices } from '../../services/services';

/** Called once a deposit order exists (the player is on the way to pay it); `amount` in minor units. */
export function reportNewAppRecharge(s: ShellServices, amount: number): void {
  if (s.config.features.newAppEnter) void s.reporter.report(EVENT_NEW_APP_RECHARGE, String(amount));
}
