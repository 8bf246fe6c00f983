// /lottoResults (spec §2): the drawn draws, newest first, filtered by game; each with its winning
// numbers, its replay (black-gold's lotto video popup) and its proof: the revealed server seed,
// the hash published before sales, and the check this device runs (lottoLogic drawProofHolds).
// ?draw=<id> opens one draw's proof (the "Verify" link of /lotto), drawn or still secret.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { lottoResultsQuery } from '@perya/api/queries/lotto';
import type { LottoDrawData } from '@perya/api/contract';
import { LOTTO_GAMES, formatGmt8, isLottoGame } from '@perya/domain';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import { useLocale } from '../rewards/useLocale';
import { LottoBalls } from './LottoBalls';
import { drawProofHolds } from './lottoLogic';
import { useLottoPopups } from './useLottoPopups';
import * as css from './lotto.css';

function Proof({ draw }: { draw: LottoDrawData }) {
  const { t } = useTranslation();
  const [holds, setHolds] = useState<boolean | null>(null);
  const { serverSeed, numbers } = draw;
  useEffect(() => {
    if (serverSeed === null || numbers === null) return;
    let live = true;
    void drawProofHolds({ game: draw.game, drawId: draw.drawId, seedHash: draw.seedHash, serverSeed, numbers })
      .catch(() => false)
      .then((ok) => live && setHolds(ok));
    return () => {
      live = false;
    };
  }, [draw.game, draw.drawId, draw.seedHash, serverSeed, numbers]);
  return (
    <div className={css.proof} data-testid="lotto-proof">
      <p className={css.small}>{t('lotto.verifyIntro')}</p>
      <p className={css.hash}>
        {t('lotto.drawIdLabel')}: {draw.drawId}
      </p>
      <p className={css.hash}>
        {t('lotto.seedHash')}: {draw.seedHash}
      </p>
      {serverSeed === null ? (
        <p className={css.small}>{t('lotto.notDrawn')}</p>
      ) : (
        <>
          <p className={css.hash}>
            {t('lotto.serverSeed')}: {serverSeed}
          </p>
          {holds === null ? null : (
            <p className={holds ? css.proofOk : css.proofBad} data-testid="lotto-proof-check" data-holds={holds}>
              {holds ? t('lotto.verified') : t('lotto.mismatch')}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function DrawCard({ draw, open }: { draw: LottoDrawData; open: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const popups = useLottoPopups();
  return (
    <section className={ui.card} data-testid="lotto-draw" data-draw-id={draw.drawId}>
      <div className={css.head}>
        <h2 className={css.title}>{t(`lotto.games.${draw.game}`)}</h2>
        <span className={css.small}>{formatGmt8(draw.drawAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</span>
      </div>
      {draw.numbers ? <LottoBalls numbers={draw.numbers} label={t('lotto.winningNumbers')} testId="lotto-draw-numbers" /> : <p className={ui.muted}>{t('lotto.pending')}</p>}
      {popups.canReplay && draw.numbers ? (
        <div className={css.actions}>
          <button type="button" className={ui.button.secondary} onClick={() => popups.replay(draw)}>
            {t('lotto.watch')}
          </button>
        </div>
      ) : null}
      <details open={open}>
        <summary>{t('lotto.verify')}</summary>
        <Proof draw={draw} />
      </details>
    </section>
  );
}

export default function LottoResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focus = params.get('draw') ?? undefined;
  const [game, setGame] = useState<string>('');
  const list = useQuery(lottoResultsQuery({ ...(isLottoGame(game) ? { game } : {}), limit: 30 }));
  const one = useQuery({ ...lottoResultsQuery({ drawId: focus ?? '' }), enabled: focus !== undefined });
  const focused = focus === undefined ? undefined : one.data?.list[0];
  const rest = (list.data?.list ?? []).filter((d) => d.drawId !== focused?.drawId);

  return (
    <>
      <NavBar title={t('lotto.results')} />
      <div className={layout.page} data-page="lottoResults">
        <div className={css.chips} role="group" aria-label={t('lotto.results')}>
          {['', ...LOTTO_GAMES].map((g) => (
            <button key={g} type="button" className={css.chip} aria-pressed={game === g} onClick={() => setGame(g)}>
              {isLottoGame(g) ? t(`lotto.games.${g}`) : t('lotto.all')}
            </button>
          ))}
        </div>
        {focused ? <DrawCard draw={focused} open /> : null}
        {list.isPending ? (
          <Loading rows={4} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : rest.length === 0 && !focused ? (
          <Empty text={t('lotto.noResults')} />
        ) : (
          rest.map((d) => <DrawCard key={d.drawId} draw={d} open={false} />)
        )}
      </div>
    </>
  );
}
