// Home's recent-winners ticker (issue 24 §5): the server's latest wins, each amount in the winner's
// currency written the viewer's way. Loaded after the home page; its frame is there from the start
// (home reserves it while this chunk loads) and says the next big win could be the player's until one lands.
import { useTranslation } from '@perya/i18n';
import { TrophyIcon, WinTicker } from '@perya/ui';
import { formatMoney, isLocaleCode } from '@perya/domain';
import { useQuery } from '@tanstack/react-query';
import { gameRecentWinsQuery } from '@perya/api/queries';
import { useServices } from '../../services/services';

export default function RecentWins() {
  const { t, i18n } = useTranslation();
  const s = useServices();
  const wins = useQuery(gameRecentWinsQuery({}));
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const list = wins.data?.list ?? [];
  return (
    <WinTicker
      title={t('games.lobby.bigWins')}
      icon={<TrophyIcon />}
      idle={t('games.lobby.bigWinsIdle')}
      pending={wins.isPending}
      wins={list.map((w) => ({ id: w.id, name: w.name, amount: formatMoney(w.amount, { locale, currency: w.currency }), game: w.gameName }))}
    />
  );
}
