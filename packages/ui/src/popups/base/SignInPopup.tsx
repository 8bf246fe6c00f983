// The 7-day sign-in streak (spec §1, §3 sign-in item, §4: the player can sign in today if any
// item has isCanSign and signState UNSIGNED).
import { useState } from 'react';
import { canSignInToday } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { CalendarArt } from '../../art/PopupArt';
import type { PopupComponentProps, SignInClaim, SignInDay } from '../types';
import { useUiText } from '../../i18n';

type DayView = 'signed' | 'today' | 'upcoming';

function dayView(day: SignInDay): DayView {
  if (day.signState === 'SIGNED') return 'signed';
  return day.isCanSign ? 'today' : 'upcoming';
}

function Tick() {
  return (
    <svg className={css.dayIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className={css.artStroke} d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** The days as they are once `claim` is made: its day is signed and nothing more can be signed today. */
function withClaim(days: readonly SignInDay[], claim: SignInClaim | undefined): readonly SignInDay[] {
  if (claim === undefined) return days;
  return days.map((d) => (d.day === claim.day ? { ...d, signState: 'SIGNED', isCanSign: false } : { ...d, isCanSign: false }));
}

export function SignInPopup({
  days: daysProp,
  onSignIn,
  claimed,
  busy: busyProp = false,
  title: titleProp,
  signInLabel: signInLabelProp,
  signedLabel: signedLabelProp,
  dayLabel: dayLabelProp,
  ...chrome
}: PopupComponentProps<'signIn'>) {
  const t = useUiText();
  const dayLabel = dayLabelProp ?? ((day: number) => t('signIn.day', { day }));
  const title = titleProp ?? t('popups.signIn.title');
  const signInLabel = signInLabelProp ?? t('signIn.signIn');
  const signedLabel = signedLabelProp ?? t('signIn.signedIn');
  const [claim, setClaim] = useState<SignInClaim | undefined>(claimed);
  const [pending, setPending] = useState(false);
  const busy = busyProp || pending;
  const days = withClaim(daysProp, claim);
  const canSign = canSignInToday(days);
  const signIn = () => {
    const result = onSignIn();
    if (!(result instanceof Promise)) return;
    setPending(true);
    result.then(
      (made) => {
        setPending(false);
        if (made !== undefined) setClaim(made);
      },
      () => setPending(false),
    );
  };
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<CalendarArt />}
      actions={
        claim !== undefined && chrome.onClose ? (
          <Button fullWidth onClick={chrome.onClose}>
            {t('common.ok')}
          </Button>
        ) : (
          <Button fullWidth onClick={signIn} disabled={!canSign} loading={busy}>
            {canSign ? signInLabel : signedLabel}
          </Button>
        )
      }
    >
      {claim === undefined ? null : (
        <p className={`${css.message} ${css.centered}`} role="status" data-testid="sign-in-claimed">
          {t('signIn.received', { day: claim.day, reward: claim.reward })}
        </p>
      )}
      <ol className={css.days}>
        {days.map((day) => {
          const view = dayView(day);
          return (
            <li
              key={day.day}
              className={`${css.day} ${css.dayState[view]}`}
              data-state={view}
              aria-current={view === 'today' ? 'date' : undefined}
            >
              <span>{dayLabel(day.day)}</span>
              {view === 'signed' ? <Tick /> : null}
              <span className={css.dayReward}>{day.reward}</span>
            </li>
          );
        })}
      </ol>
    </Popup>
  );
}
