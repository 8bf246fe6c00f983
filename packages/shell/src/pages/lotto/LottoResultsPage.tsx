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
import { Button, Card, Disclosure, EmptyState, ErrorState, Heading, Inline, NavBar, NumberBalls, Skeleton, Stack, Tabs, Text } from '@perya/ui';
import { EmptyArt } from '../../components/FeatureIcon';
import * as layout from '../../app/layout.css';
import { useLocale } from '../rewards/useLocale';
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
    <Stack space="xs" paddingTop="sm" data-testid="lotto-proof">
      <Text size="sm" tone="muted">
        {t('lotto.verifyIntro')}
      </Text>
      <Text size="xs" tone="muted" className={css.hash}>
        {t('lotto.drawIdLabel')}: {draw.drawId}
      </Text>
      <Text size="xs" tone="muted" className={css.hash}>
        {t('lotto.seedHash')}: {draw.seedHash}
      </Text>
      {serverSeed === null ? (
        <Text size="sm" tone="muted">
          {t('lotto.notDrawn')}
        </Text>
      ) : (
        <>
          <Text size="xs" tone="muted" className={css.hash}>
            {t('lotto.serverSeed')}: {serverSeed}
          </Text>
          {holds === null ? null : (
            <Text size="sm" weight="semibold" tone={holds ? 'success' : 'danger'} data-testid="lotto-proof-check" data-holds={holds}>
              {holds ? t('lotto.verified') : t('lotto.mismatch')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function DrawCard({ draw, open }: { draw: LottoDrawData; open: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const popups = useLottoPopups();
  return (
    <div data-testid="lotto-draw" data-draw-id={draw.drawId}>
    {/* Not a titled Card: several draws of one game would be landmarks of one name (axe landmark-unique). */}
    <Card>
      <Inline space="sm" align="spaceBetween">
        <Heading level={2}>{t(`lotto.games.${draw.game}`)}</Heading>
        <Text as="span" size="sm" tone="muted">
          {formatGmt8(draw.drawAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      </Inline>
      {draw.numbers ? (
        <NumberBalls numbers={draw.numbers} label={t('lotto.winningNumbers')} data-testid="lotto-draw-numbers" />
      ) : (
        <Text tone="muted">{t('lotto.pending')}</Text>
      )}
      {popups.canReplay && draw.numbers ? (
        <Inline space="sm">
          <Button variant="secondary" size="sm" onClick={() => popups.replay(draw)}>
            {t('lotto.watch')}
          </Button>
        </Inline>
      ) : null}
      <Disclosure summary={t('lotto.verify')} tone="link" open={open}>
        <Proof draw={draw} />
      </Disclosure>
    </Card>
    </div>
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
        <Tabs label={t('lotto.results')} appearance="pill" value={game} onChange={setGame} items={['', ...LOTTO_GAMES].map((g) => ({ id: g, label: isLottoGame(g) ? t(`lotto.games.${g}`) : t('lotto.all') }))} />
        {focused ? <DrawCard draw={focused} open /> : null}
        {list.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : rest.length === 0 && !focused ? (
          <EmptyState title={t('lotto.noResults')} art={<EmptyArt name="trophy" />} />
        ) : (
          rest.map((d) => <DrawCard key={d.drawId} draw={d} open={false} />)
        )}
      </div>
    </>
  );
}
