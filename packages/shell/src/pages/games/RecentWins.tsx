// Home's recent-winners ticker (issue 24 §5): the server's latest wins, each amount in the winner's
// currency written the viewer's way. Loaded after the home page; nothing shows until there is a win.
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
  if (list.length === 0) return null;
  return (
    <WinTicker
      title={t('games.lobby.bigWins')}
      icon={<TrophyIcon />}
      wins={list.map((w) => ({ id: w.id, name: w.name, amount: formatMoney(w.amount, { locale, currency: w.currency }), game: w.gameName }))}
    />
  );
}
