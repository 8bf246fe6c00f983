// /games/jili, /games/fachai, /games/pg and /games/collection (spec §2): a third-party game
// launched through /hd/login, full screen with a way back; /games/collection returns to its
// backUrl. Coming back refreshes the balance (issue 7 §2). PG Soft opens by its launch URL too: its
// raw launcher HTML (/x2/pg-soft/get-game-html) in a srcdoc frame would run under the app's own
// Content-Security-Policy (refused: an inline script) and, same-origin, could read the session.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { ChevronLeftIcon, ErrorState, IconButton } from '@perya/ui';
import { routes } from '@perya/api/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys, gameAllListQuery, gameLaunchMutation } from '@perya/api/queries';
import { useServices } from '../../services/services';
import { recordRecentGame } from '../../games/lists';
import { catalogueTitle, launchTarget } from '../../games/lobby';
import { safeRedirect } from '../../routing/guards';
import * as css from './games.css';

function LaunchFrame({ gameProvider, gameId, lang, backUrl, title }: { gameProvider: string; gameId: string; lang: string; backUrl: string; title: string }) {
  const { t } = useTranslation();
  const launch = useMutation(gameLaunchMutation());
  const [url, setUrl] = useState<string | null>(null);
  const { mutate } = launch;
  useEffect(() => {
    mutate({ gameProvider, gameId, lang, backUrl }, { onSuccess: (data) => setUrl(data.url) });
  }, [mutate, gameProvider, gameId, lang, backUrl]);
  if (launch.isError)
    return <ErrorState error={launch.error} onRetry={() => mutate({ gameProvider, gameId, lang, backUrl }, { onSuccess: (d) => setUrl(d.url) })} />;
  if (url === null)
    return (
      <div role="status" className={css.launching}>
        {t('games.launching')}
      </div>
    );
  return <iframe className={css.frame} src={url} title={title} allow="autoplay; fullscreen" />;
}

export default function ProviderGamePage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const route = location.pathname.replace(/^\/games\//, '').replace(/\/$/, '');
  const params = new URLSearchParams(location.search);
  const target = launchTarget(route, params);
  const backUrl = route === 'collection' ? safeRedirect(params.get('backUrl')) : null;
  // Titled by the game's name in the catalogue (issue 23 §6), the provider's name until it is known.
  const catalogue = useQuery(gameAllListQuery({}));
  const title = target ? catalogueTitle(catalogue.data?.list ?? [], target) : '';

  useEffect(() => {
    if (target) recordRecentGame(s.kv, s.config.recentGamesLimit, target.gameProvider, target.gameId);
  }, [s, target?.gameProvider, target?.gameId]); // eslint-disable-line react-hooks/exhaustive-deps -- the target's fields are its identity

  // Leaving the game: the wallet moved inside it, so the shell's balance is refetched.
  useEffect(() => () => void s.queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes.userInfo) }), [s]);

  const exit = () => {
    if (backUrl !== null) navigate(backUrl, { replace: true });
    else if (window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  };

  return (
    <div className={css.launcher} data-page="provider-game">
      <header className={css.launcherBar}>
        <IconButton icon={<ChevronLeftIcon />} onClick={exit} aria-label={t('games.exitGame')} />
        <h1 className={css.launcherTitle} data-testid="provider-game-title">
          {title === '' ? t('games.provider') : title}
        </h1>
      </header>
      {target === null ? (
        <p className={css.launching}>{t('games.og.unknownGame')}</p>
      ) : (
        <LaunchFrame
          gameProvider={target.gameProvider}
          gameId={target.gameId}
          lang={i18n.language}
          backUrl={`${window.location.origin}${window.location.pathname}#${backUrl ?? '/'}`}
          title={title === '' ? t('games.provider') : title}
        />
      )}
    </div>
  );
}
