// /spin (spec §2, §3 "200 points buy one spin", §6 wheel promotion, §7 spin/main-page and
// spin/open-prize): the wheel, the player's points and free spins, and the Spin button. The wheel
// stops on the segment the server returned (wheelMath), then the result popup opens (luck result
// on black-gold brands, win elsewhere) and the balances refresh. No points and no ticket opens the
// spin-with-no-ticket popup. "Provably fair" shows the commitment before and the proof after.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useAtomValue } from 'jotai';
import type { Contract } from '@perya/api/contract';
import type { CallResult } from '@perya/api/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { spinMainPageQuery, spinOpenPrizeMutation } from '@perya/api/queries';
import { wheelAction } from '@perya/domain';
import { Button, Card, Column, Columns, Disclosure, ErrorState, Input, NavBar, Skeleton, Stack, Text, visuallyHidden } from '@perya/ui';
import { spinProofHolds } from './spinProof';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';
import { userIdAtom } from '../../state/session';
import { useErrorText } from '../auth/useApiError';
import { useDeposit } from '../useDeposit';
import * as layout from '../../app/layout.css';
import { awardText, isNotEnoughPoints } from './rewardsLogic';
import { landingRotation, WHEEL_SPIN_MS } from './wheelMath';
import { useMoneyLocale } from './useLocale';
import { Wheel } from './Wheel';
import * as css from './rewards.css';

type SpinResult = CallResult<Contract['spinOpenPrize']>;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The last spin's proof, with the commitment the player saw before pressing Spin. */
interface Proof {
  readonly shownBefore: string;
  readonly result: SpinResult;
}

interface FairnessProps {
  readonly seedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly proof: Proof | null;
  readonly weights: readonly number[];
  /** The player's own seed for the next spin ('' keeps the current one). */
  readonly seedDraft: string;
  readonly onSeedDraft: (seed: string) => void;
}

function FairnessSection({ seedHash, clientSeed, nonce, proof, weights, seedDraft, onSeedDraft }: FairnessProps) {
  const { t } = useTranslation();
  const fair = proof?.result.fairness;
  const verified = proof ? spinProofHolds(proof.result, proof.shownBefore, weights) : null;
  const row = (term: string, value: string | number, test: string) => (
    <div key={test}>
      <Text as="dt" size="xs" tone="muted">
        {term}
      </Text>
      <Text as="dd" size="xs" className={css.proofValue} data-proof={test}>
        {value}
      </Text>
    </div>
  );
  return (
    <Card padding="md">
    <Disclosure summary={t('spin.fair.title')} data-testid="fairness">
      <Stack space="sm">
      <Text size="sm" tone="muted">
        {t('spin.fair.intro')}
      </Text>
      <Stack as="dl" space="xs">
        {row(t('spin.fair.seedHash'), seedHash, 'seedHash')}
        {row(t('spin.fair.nonce'), nonce, 'nonce')}
      </Stack>
      {/* The player may choose the seed after seeing the commitment (sent with the next spin). */}
      <Input
        label={t('spin.fair.clientSeed')}
        data-proof="clientSeed"
        value={seedDraft}
        placeholder={clientSeed}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onSeedDraft(e.currentTarget.value)}
      />
      {fair ? (
        <>
          <Text as="h3" weight="bold">
            {t('spin.fair.lastSpin')}
          </Text>
          <Stack as="dl" space="xs">
            {row(t('spin.fair.seedHash'), fair.seedHash, 'lastSeedHash')}
            {row(t('spin.fair.serverSeed'), fair.serverSeed, 'serverSeed')}
            {row(t('spin.fair.clientSeed'), fair.clientSeed, 'lastClientSeed')}
            {row(t('spin.fair.nonce'), fair.nonce, 'lastNonce')}
            {row(t('spin.fair.nextSeedHash'), proof.result.nextSeedHash, 'nextSeedHash')}
          </Stack>
          <Text size="sm" weight="semibold" tone={verified ? 'success' : 'danger'} data-testid="fair-check">
            {verified ? t('spin.fair.verified') : t('spin.fair.mismatch')}
          </Text>
        </>
      ) : null}
      </Stack>
    </Disclosure>
    </Card>
  );
}

export default function SpinPage() {
  const s = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyLocale();
  const errorText = useErrorText();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const user = useUser();
  const main = useQuery({ ...spinMainPageQuery(), enabled: loggedIn });
  const open = useMutation(spinOpenPrizeMutation());
  const deposit = useDeposit();
  const [rotation, setRotation] = useState(0);
  const [duration, setDuration] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [proof, setProof] = useState<Proof | null>(null);
  const [announce, setAnnounce] = useState('');
  const pendingResult = useRef<SpinResult | null>(null);
  const [seedDraft, setSeedDraft] = useState('');
  // The balances as they were when Spin was pressed: the refreshed ones would tell the prize before
  // the wheel stops.
  const [frozen, setFrozen] = useState<{ points: number; tickets: number } | null>(null);
  const rotationRef = useRef(0);
  const spinRef = useRef<() => void>(() => undefined);

  const showResult = (result: SpinResult) => {
    const won = result.prize.award > 0;
    const prize = won ? awardText(t, result.prize, money) : '';
    setAnnounce(t('spin.landed', { prize: won ? prize : t('spin.segment.none') }));
    if (s.config.capabilities.spinResult === 'luckResult') {
      const handle = s.popups.open('luckResult', {
        prize,
        onAgain: () => {
          handle.close();
          spinRef.current();
        },
      });
    } else if (!won) {
      s.popups.open('win', { amount: 0, title: t('spin.tryAgain'), prize: t('ui.noPrize') });
    } else if (result.prize.awardType === 'balance') {
      s.popups.open('win', { amount: result.prize.award, locale: money.locale });
    } else {
      s.popups.open('win', { amount: 0, prize });
    }
  };

  const stopped = () => {
    const result = pendingResult.current;
    pendingResult.current = null;
    setSpinning(false);
    setFrozen(null);
    if (result) showResult(result);
  };

  const noTicket = (points: number, spinCost: number) =>
    s.popups.open('spinNoTicket', {
      points,
      spinCost,
      onGetPoints: () => {
        s.popups.close('spinNoTicket');
        navigate('/task');
      },
    });

  function spin() {
    const data = main.data;
    if (!data || spinning || open.isPending) return;
    // Tickets are used first, then points (contract spinOpenPrize); neither: the no-ticket popup.
    if (data.tickets === 0 && data.points < data.spinCost) {
      noTicket(data.points, data.spinCost);
      return;
    }
    const shownBefore = data.seedHash;
    setFrozen({ points: data.points, tickets: data.tickets });
    const ownSeed = seedDraft.trim();
    open.mutate(ownSeed === '' ? {} : { clientSeed: ownSeed }, {
      onSuccess: (result) => {
        // The server keeps the player's seed for later spins (main-page shows it from now on).
        setSeedDraft('');
        let to: number;
        try {
          to = landingRotation(rotationRef.current, result.index, data.prizes.length);
        } catch {
          // The server named a segment this wheel does not have: show the prize without a fake stop.
          setProof({ shownBefore, result });
          showResult(result);
          return;
        }
        setProof({ shownBefore, result });
        const reduced = prefersReducedMotion();
        pendingResult.current = result;
        rotationRef.current = to;
        setDuration(reduced ? 0 : WHEEL_SPIN_MS);
        setSpinning(true);
        setRotation(to);
        // No transition runs without motion (or where transitionend never fires): stop now.
        if (reduced) stopped();
        else window.setTimeout(() => pendingResult.current === result && stopped(), WHEEL_SPIN_MS + 400);
      },
      onError: (error) => {
        setFrozen(null);
        if (isNotEnoughPoints(error)) noTicket(data.points, data.spinCost);
        else s.popups.toast(errorText(error), { tone: 'error' });
      },
    });
  }

  useEffect(() => {
    spinRef.current = spin;
  });
  const data = main.data;
  const shown = frozen ?? data;
  // Until the player's record is in, the deposit rule cannot be judged: the Spin button waits.
  const action = user.data
    ? wheelAction({ loggedIn, hasDeposited: user.data.deposit > 0, hasFreePlay: (data?.tickets ?? 0) > 0 })
    : loggedIn
      ? 'spin'
      : 'register';

  return (
    <>
      <NavBar title={t('spin.title')} />
      <div className={layout.page} data-page="spin">
        {!loggedIn ? (
          <Card>
            <Text>{t('spin.freeForGuests')}</Text>
            <Button fullWidth onClick={() => s.goToLogin('/spin', 0)}>
              {t('spin.register')}
            </Button>
          </Card>
        ) : main.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : main.isError ? (
          <ErrorState error={main.error} onRetry={() => void main.refetch()} />
        ) : data ? (
          <>
            <Card tone="primary" padding="md">
              <Columns space="md" alignY="center">
                <Column>
                  <Text size="sm" tone="onPrimary">
                    {t('spin.points')}
                  </Text>
                  <Text size="xxl" weight="bold" tone="onPrimary" tabular data-testid="spin-points">
                    {(shown ?? data).points.toLocaleString('en-US')}
                  </Text>
                </Column>
                <Column>
                  <Text size="sm" tone="onPrimary">
                    {t('spin.ticketsShort')}
                  </Text>
                  <Text size="xxl" weight="bold" tone="onPrimary" tabular data-testid="spin-tickets">
                    {(shown ?? data).tickets}
                  </Text>
                </Column>
              </Columns>
            </Card>
            <Wheel prizes={data.prizes} rotation={rotation} durationMs={duration} onStopped={stopped} />
            <p className={visuallyHidden} role="status" aria-live="polite">
              {spinning ? '' : announce}
            </p>
            {action === 'deposit' ? (
              <>
                <Text size="sm" tone="muted" align="center">
                  {t('spin.depositRequired')}
                </Text>
                {deposit ? (
                  <Button fullWidth size="lg" onClick={deposit}>
                    {t('spin.deposit')}
                  </Button>
                ) : null}
              </>
            ) : (
              <Button
                fullWidth
                size="lg"
                disabled={spinning || data.prizes.length === 0 || !user.data}
                loading={spinning || open.isPending}
                onClick={spin}
                data-testid="spin-button"
              >
                {data.tickets > 0 ? t('spin.spinFree') : t('spin.spinPoints', { points: data.spinCost })}
              </Button>
            )}
            <Text size="sm" tone="muted" align="center">
              {t('spin.cost', { points: data.spinCost })}
            </Text>
            <FairnessSection seedHash={data.seedHash} clientSeed={data.clientSeed} nonce={data.nonce} proof={proof} weights={data.prizes.map((p) => p.weight)} seedDraft={seedDraft} onSeedDraft={setSeedDraft} />
          </>
        ) : null}
      </div>
    </>
  );
}
