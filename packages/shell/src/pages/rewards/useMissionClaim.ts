// Claiming a mission (POST /misson/receive-misson-award) and telling the player what it paid: the
// points popup for points (the placement of that popup: points earned outside the sign-in popup),
// the win popup for money, a toast for free spins.
import { useState } from 'react';
import { useTranslation } from '@perya/i18n';
import type { Mission } from '@perya/api/contract';
import { useMutation } from '@tanstack/react-query';
import { missionReceiveAwardMutation } from '@perya/api/queries';
import { useServices } from '../../services/services';
import { awardText } from './rewardsLogic';
import { useMoneyLocale } from './useLocale';

export function useMissionClaim(): { claim: (mission: Mission) => void; claiming: string | null } {
  const s = useServices();
  const { t } = useTranslation();
  const money = useMoneyLocale();
  const receive = useMutation(missionReceiveAwardMutation());
  const [claiming, setClaiming] = useState<string | null>(null);
  const claim = (mission: Mission) => {
    setClaiming(mission.id);
    receive.mutate(
      { missionId: mission.id },
      {
        onSettled: () => setClaiming(null),
        onSuccess: (paid) => {
          if (paid.awardType === 'points') {
            s.popups.open('points', { points: paid.award, reason: t('points.missionReward', { title: mission.title }) });
          } else if (paid.awardType === 'spinTicket') {
            s.popups.toast(t('missions.paid', { reward: awardText(t, paid, money) }), { tone: 'success' });
          } else {
            // Bonus money is written as such (it lands in the bonus wallet, spec §6).
            s.popups.open('win', { amount: paid.award, locale: money.locale, ...(paid.awardType === 'bonus' ? { prize: awardText(t, paid, money) } : {}) });
          }
        },
      },
    );
  };
  return { claim, claiming };
}
