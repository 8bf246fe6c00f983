// The 7-day sign-in strip of the VIP page (spec §2 VIP page "sign-in streak", §4, §9): each day's
// reward and state (signed, today, missed, upcoming) and today's claim, which opens the sign-in
// popup on the reward it paid.
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { checkinMainPageQuery, checkinSigninMutation } from '@perya/api/queries';
import { Badge, Button, Card, ErrorState, Skeleton, visuallyHidden } from '@perya/ui';
import { useServices } from '../../services/services';
import { tData } from '../../services/t';
import { canSignInToday, segmentLabel, signInDayStates } from './rewardsLogic';
import { claimOf, openSignInPopup } from './signInFlow';
import { useMoneyLocale } from './useLocale';
import * as css from './rewards.css';

const MARK = { signed: '✓', today: '•', missed: '✕', upcoming: '' } as const;
const STATE_TEXT = { signed: 'signIn.signedIn', today: 'signIn.today', missed: 'signIn.missed' } as const;

export function SignInStrip() {
  const s = useServices();
  const { t } = useTranslation();
  const money = useMoneyLocale();
  const checkin = useQuery(checkinMainPageQuery());
  const signIn = useMutation(checkinSigninMutation());

  if (checkin.isPending) return <Skeleton shape="row" count={2} />;
  if (checkin.isError) return <ErrorState error={checkin.error} onRetry={() => void checkin.refetch()} />;
  const { list, streak } = checkin.data;
  const states = signInDayStates(list);
  const canSign = canSignInToday(list);
  const claim = () =>
    signIn.mutate(undefined, {
      onSuccess: (result) => openSignInPopup(s, t, money, list, claimOf(t, money, result)),
    });

  return (
    <div data-testid="sign-in-strip">
    <Card title={t('signIn.streak')} action={<Badge tone="success">{t('signIn.streakCount', { count: streak })}</Badge>}>
      <ol className={css.strip}>
        {list.map((item, i) => {
          const state = states[i] ?? 'upcoming';
          return (
            <li key={item.day} className={css.day[state]} data-state={state} aria-current={state === 'today' ? 'date' : undefined}>
              <span>{t('signIn.day', { day: item.day })}</span>
              {/* Short form (40 pts, ₱10) so seven days fit one row at 375 px. */}
              <span className={css.dayReward}>{segmentLabel(t, item, money)}</span>
              <span className={css.dayMark[state]} aria-hidden="true">
                {MARK[state]}
              </span>
              {state === 'upcoming' ? null : <span className={visuallyHidden}>{tData(t, STATE_TEXT[state])}</span>}
            </li>
          );
        })}
      </ol>
      <Button fullWidth disabled={!canSign} loading={signIn.isPending} onClick={claim}>
        {canSign ? t('signIn.signIn') : t('signIn.alreadySignedIn')}
      </Button>
    </Card>
    </div>
  );
}
