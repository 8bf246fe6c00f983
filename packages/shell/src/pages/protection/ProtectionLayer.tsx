// What player protection (issue 15) adds over every page, loaded only for a player who needs it:
// the date of birth asked once, and the reality check for a player who chose one.
import { BirthdayAsk } from './BirthdayAsk';
import { RealityCheck } from './RealityCheck';

export default function ProtectionLayer({ askBirthday, realityCheck }: { askBirthday: boolean; realityCheck: boolean }) {
  return (
    <>
      {askBirthday ? <BirthdayAsk /> : null}
      {realityCheck ? <RealityCheck /> : null}
    </>
  );
}
