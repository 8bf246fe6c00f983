// /games/og?id=… (spec §2): an in-house game in demo or real mode. Demo when the demo flag is
// passed (or for a guest, whom the route guard lets in only for jump, ring and dice with the
// flag); jump, ring and dice open directly only after 3 demo entries, else the play-entry popup
// asks demo or real (spec §4), unless the player has just chosen the demo in the black-gold
// game-entry popup (`chosen=1`, games/entry.ts). `fair=1` opens the game's fairness page.
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { DEMO_DIRECT_ENTRY_MIN, recordDemoEntry } from '@perya/domain';
import { routes } from '@perya/api/routes';
import { useQuery } from '@tanstack/react-query';
import { ogConfigQuery, queryKeys } from '@perya/api/queries';
import { FairnessView, GAME_NAME_KEYS, GAME_VIEWS, demoKeyOf, gameOfId, idOf, type InHouseGame } from '@perya/games/views';
import { useServices } from '../../services/services';
import { userIdAtom } from '../../state/session';
import { gameTransports } from '../../games/transports';
import { recordRecentGame } from '../../games/lists';
import { useOgSwitches } from '../../games/useCatalogue';
import { OG_PROVIDER } from '../../games/lobby';
import { DEMO_CHOSEN_FLAG, entryPlan } from '../../games/entry';
import { useDeposit } from '../useDeposit';
import { withDepositPrompt } from '../promotions/depositPrompt';
import type { DepositPromptReason } from '@perya/ui/popups';
import * as layout from '../../app/layout.css';
import { EmptyState, NavBar, Skeleton } from '@perya/ui';

type Entry = 'pending' | 'demo' | 'real';

function Unavailable() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title={t('games.allGames')} />
      <div className={layout.page}>
        <EmptyState title={t('games.og.unknownGame')} />
      </div>
    </>
  );
}

function GameHost({ game, demoRequested, fair, demoChosen }: { game: InHouseGame; demoRequested: boolean; fair: boolean; demoChosen: boolean }) {
  const s = useServices();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const transports = gameTransports(s);
  const demoKey = demoKeyOf(game);
  const [plan] = useState(() =>
    entryPlan(demoKey, { demoRequested, loggedIn, fair, demoChosen }, demoKey === null ? null : transports.demo.store.get(demoKey)),
  );
  const [entry, setEntry] = useState<Entry>(plan === 'real' ? 'real' : plan === 'demoView' ? 'demo' : 'pending');
  const counted = useRef(false);
  const id = String(idOf(game));
  const realHref = `/games/og?id=${id}`;
  // A real bet refused for want of funds offers the deposit (spec §8 deposit popup).
  const deposit = useDeposit();
  // One object per refusal, so each refusal opens the popup once (and a re-render does not).
  const [short, setShort] = useState<{ reason: DepositPromptReason } | null>(null);
  const handled = useRef<object | null>(null);
  const real = useMemo(() => withDepositPrompt(transports.real, (reason) => setShort({ reason })), [transports.real]);
  useEffect(() => {
    if (short === null || handled.current === short || !deposit) return;
    handled.current = short;
    const handle = s.popups.open('deposit', {
      reason: short.reason,
      message: t(`messages.${short.reason}`),
      title: t('popups.deposit.title'),
      depositLabel: t('popups.deposit.action'),
      onDeposit: () => {
        handle.close();
        deposit();
      },
    });
  }, [short, deposit, s.popups, t]);

  const goReal = useMemo(
    () => () => {
      if (loggedIn) navigate(realHref, { replace: true });
      else s.goToLogin(realHref, 0);
    },
    [loggedIn, navigate, realHref, s],
  );

  useEffect(() => {
    recordRecentGame(s.kv, s.config.recentGamesLimit, OG_PROVIDER, id);
  }, [s, id]);

  // Spec §4 demo entry: direct with enough entries, else the play-entry popup.
  useEffect(() => {
    if (entry !== 'pending' || demoKey === null) return undefined;
    const store = transports.demo.store;
    const enter = () => {
      // Counted once per visit, even when React runs this effect twice (StrictMode).
      if (!counted.current) store.set(demoKey, recordDemoEntry(store.get(demoKey)));
      counted.current = true;
      setEntry('demo');
    };
    if (plan === 'demoDirect') {
      enter();
      return undefined;
    }
    const left = Math.max(0, DEMO_DIRECT_ENTRY_MIN - store.get(demoKey).entryCount);
    const name = t(GAME_NAME_KEYS[game]);
    let chosen = false;
    const handle = s.popups.open(
      'playEntry',
      {
        gameName: name,
        demoEntries: left,
        title: t('popups.playEntry.title', { game: name }),
        demoLabel: t('popups.playEntry.playDemo'),
        realLabel: t('popups.playEntry.playReal'),
        entriesText: t('games.og.playEntryBody', { game: name }),
        onPlayDemo: () => {
          chosen = true;
          handle.close();
          enter();
        },
        onPlayReal: () => {
          chosen = true;
          handle.close();
          goReal();
        },
      },
      {
        onClosed: () => {
          if (!chosen) navigate('/', { replace: true });
        },
      },
    );
    return () => {
      chosen = true;
      handle.close();
    };
  }, [entry, plan, demoKey, game, goReal, navigate, s.popups, t, transports.demo.store]);

  // Issue 23 §6: a logged-in player may switch between real and demo in every game with a demo
  // (a guest's demo already offers real through the switch-to-real prompt and login).
  const switchMode = useMemo(
    () =>
      loggedIn && demoKey !== null && !fair
        ? () => navigate(entry === 'demo' ? realHref : `${realHref}&demo=1&${DEMO_CHOSEN_FLAG}=1`, { replace: true })
        : undefined,
    [loggedIn, demoKey, fair, entry, navigate, realHref],
  );

  const exit = () => {
    // Back from a real game, the balance elsewhere in the shell refreshes (issue 7 §2).
    void s.queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes.userInfo) });
    if (window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  };

  if (entry === 'pending') return <Skeleton shape="row" count={3} />;
  const transport = entry === 'demo' ? transports.demo : real;
  const fairHref = `/games/og?id=${id}${entry === 'demo' ? '&demo=1' : ''}&fair=1`;
  const View = GAME_VIEWS[game];
  return (
    <Suspense fallback={<Skeleton shape="row" count={5} />}>
      {fair ? (
        <FairnessView transport={transport} game={game} onExit={() => navigate(-1)} />
      ) : (
        <View transport={transport} onExit={exit} onSwitchToReal={goReal} onSwitchMode={switchMode} onFairness={game === 'sabong' ? undefined : () => void navigate(fairHref)} />
      )}
    </Suspense>
  );
}

export default function OgGamePage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const game = gameOfId(params.get('id'));
  const og = useOgSwitches();
  const config = useQuery(ogConfigQuery({}));
  if (game === undefined) return <Unavailable />;
  // Sabong stays closed until the config says it is on (it may be illegal where the player is).
  if (game === 'sabong' && config.isPending) return <Skeleton shape="row" count={3} />;
  if (game === 'sabong' && config.isError) return <Unavailable />;
  if (og?.get(game) === false) return <Unavailable />;
  const demo = params.get('demo');
  return (
    <GameHost
      key={`${game}${location.search}`}
      game={game}
      demoRequested={demo === '1' || demo === 'true'}
      fair={params.get('fair') === '1'}
      demoChosen={params.get(DEMO_CHOSEN_FLAG) === '1'}
    />
  );
}
