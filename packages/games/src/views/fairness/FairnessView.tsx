// The fairness page (games.md "Fairness, for every game"): the player's active seeds and rotation,
// their rounds checked one by one, and a form where any seeds can be pasted and recomputed in the
// browser with the engines the server settles with.
import { useEffect, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { Button, Card, Input, Money, Text, ToggleChip } from '@perya/ui';
import type { OgRound, PublicSeedPairData } from '@perya/api/contract';
import { GameScreen } from '../shared/GameScreen';
import { useAction } from '../shared/hooks';
import type { InHouseGame } from '../games';
import type { GameTransport, RotateResult } from '../transport/types';
import { checkRound, recomputeJump, recomputeSeeds, SEEDED_GAMES, type Recomputed, type SeedCheck, type SeededGame, type JumpCheck } from './recompute';
import { outcomeParts } from './describe';
import { ActionError } from '../shared/ActionError';
import * as g from '../shared/game.css';
import * as css from './fairness.css';

export interface FairnessViewProps {
  readonly transport: GameTransport;
  readonly game: InHouseGame;
  readonly onExit: () => void;
}

type Target = SeededGame | 'jump';

function Verdict({ ok, yes, no }: { ok: boolean | null; yes: string; no: string }) {
  if (ok === null) return null;
  return <p className={ok ? css.ok : css.bad}>{ok ? `✓ ${yes}` : `✗ ${no}`}</p>;
}

function SeedsPanel({ transport, game }: { transport: GameTransport; game: SeededGame }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<PublicSeedPairData | null>(null);
  const [revealed, setRevealed] = useState<RotateResult['revealed'] | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const { busy, error, run } = useAction();
  useEffect(() => {
    let live = true;
    transport.seeds(game).then((p) => live && setPair(p), () => undefined);
    return () => {
      live = false;
    };
  }, [transport, game]);
  const rotate = () =>
    run(async () => {
      const r = await transport.rotateSeeds(game, clientSeed.trim() === '' ? undefined : clientSeed.trim());
      setRevealed(r.revealed);
      setPair(r.next);
      setClientSeed('');
    });
  return (
    <Card padding="md">
      <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.fair.current')}</Text>
      {pair ? (
        <dl className={css.form}>
          <Text as="dt" size="sm" tone="muted">{t('games.og.fair.serverSeedHash')}</Text>
          <dd className={g.mono} data-testid="seed-hash">{pair.serverSeedHash}</dd>
          <Text as="dt" size="sm" tone="muted">{t('games.og.fair.clientSeed')}</Text>
          <dd className={g.mono}>{pair.clientSeed}</dd>
          <Text as="dt" size="sm" tone="muted">{t('games.og.fair.nonce')}</Text>
          <dd className={g.mono}>{pair.nonce}</dd>
          <Text as="dt" size="sm" tone="muted">{t('games.og.fair.nextServerSeedHash')}</Text>
          <dd className={g.mono} data-testid="next-seed-hash">{pair.nextServerSeedHash}</dd>
        </dl>
      ) : (
        <Text as="span" size="sm" tone="muted">…</Text>
      )}
      <Input label={t('games.og.fair.newClientSeed')} value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.currentTarget.value)} autoComplete="off" spellCheck={false} />
      <Button size="lg" fullWidth onClick={() => void rotate()} disabled={busy} data-testid="rotate-seeds">
        {t('games.og.fair.rotate')}
      </Button>
      <ActionError error={error} />
      {revealed ? (
        <dl className={css.form} data-testid="revealed-seed">
          <Text as="dt" size="sm" tone="muted">{t('games.og.fair.serverSeed')}</Text>
          <dd className={g.mono}>{revealed.serverSeed}</dd>
        </dl>
      ) : null}
    </Card>
  );
}

function RoundsPanel({ transport, game, onPick }: { transport: GameTransport; game: SeededGame; onPick: (r: OgRound) => void }) {
  const { t } = useTranslation();
  const [rounds, setRounds] = useState<readonly OgRound[]>([]);
  const [checks, setChecks] = useState<Record<string, ReturnType<typeof checkRound>>>({});
  useEffect(() => {
    let live = true;
    transport.rounds(game).then((r) => live && setRounds(r), () => undefined);
    return () => {
      live = false;
    };
  }, [transport, game]);
  if (rounds.length === 0) return null;
  return (
    <Card padding="md">
      <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.fair.history')}</Text>
      <ul className={css.rounds}>
        {rounds.slice(0, 10).map((r) => {
          const check = checks[r.roundId];
          return (
            <li key={r.roundId} className={css.roundRow}>
              <span>
                #{r.nonce} · <Money amount={r.totalStake} demo={transport.mode === 'demo'} /> → <Money amount={r.payout} demo={transport.mode === 'demo'} />
                {check === null ? <Text as="span" size="sm" tone="muted"> · {t('games.og.fair.notRevealed')}</Text> : null}
                {check && check.ok ? (
                  <span className={check.value.seedMatchesHash && check.value.outcomeMatches && check.value.payoutMatches ? css.ok : css.bad}>
                    {' '}
                    · {check.value.seedMatchesHash && check.value.outcomeMatches && check.value.payoutMatches ? t('games.og.fair.matches') : t('games.og.fair.mismatch')}
                  </span>
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setChecks((c) => ({ ...c, [r.roundId]: checkRound(r) }));
                  onPick(r);
                }}
              >
                {t('games.og.fair.verify')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export default function FairnessView({ transport, game, onExit }: FairnessViewProps) {
  const { t } = useTranslation();
  const initial: Target = game === 'sabong' ? 'dice' : game;
  const [target, setTarget] = useState<Target>(initial);
  const [serverSeed, setServerSeed] = useState('');
  const [serverSeedHash, setServerSeedHash] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [gameHash, setGameHash] = useState('');
  const [salt, setSalt] = useState('');
  const [gameNumber, setGameNumber] = useState('');
  const [terminatingHash, setTerminatingHash] = useState('');
  const [seedResult, setSeedResult] = useState<Recomputed<SeedCheck> | null>(null);
  const [jumpResult, setJumpResult] = useState<Recomputed<JumpCheck> | null>(null);

  const recompute = () => {
    if (target === 'jump') {
      setJumpResult(recomputeJump({ gameHash, salt, gameNumber: gameNumber.trim() === '' ? null : Number(gameNumber), terminatingHash }));
    } else {
      setSeedResult(recomputeSeeds({ game: target, serverSeed: serverSeed.trim(), serverSeedHash, clientSeed, nonce: Number(nonce) }));
    }
  };

  const pick = (r: OgRound) => {
    setTarget(r.game as SeededGame);
    setServerSeed(r.serverSeed ?? '');
    setServerSeedHash(r.serverSeedHash);
    setClientSeed(r.clientSeed);
    setNonce(String(r.nonce));
    setSeedResult(null);
  };

  const names: Record<Target, string> = {
    dice: t('games.names.dice'),
    ring: t('games.names.ring'),
    colorgame: t('games.names.colorGame'),
    scratch: t('games.names.scratch'),
    jump: t('games.names.jump'),
  };
  const seeded = target !== 'jump';
  const text = (s: string, set: (v: string) => void, label: string, id: string) => (
    <Input label={label} value={s} onChange={(e) => set(e.currentTarget.value)} data-field={id} autoComplete="off" spellCheck={false} />
  );

  return (
    <GameScreen game={game} transport={transport} balance={null} onExit={onExit}>
      <div className={g.controls} data-page="fairness">
        <h2>{t('games.og.fair.title')}</h2>
        {seeded ? <SeedsPanel transport={transport} game={target} /> : null}
        {seeded ? <RoundsPanel transport={transport} game={target} onPick={pick} /> : null}
        <Card padding="md">
          <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.fair.paste')}</Text>
          <div className={css.games} role="group" aria-label={t('games.og.fair.game')}>
            {[...SEEDED_GAMES, 'jump' as const].map((x) => (
              <ToggleChip key={x} pressed={target === x} onClick={() => setTarget(x)}>
                {names[x]}
              </ToggleChip>
            ))}
          </div>
          <div className={css.form}>
            {seeded ? (
              <>
                {text(serverSeed, setServerSeed, t('games.og.fair.serverSeed'), 'serverSeed')}
                {text(serverSeedHash, setServerSeedHash, t('games.og.fair.serverSeedHash'), 'serverSeedHash')}
                {text(clientSeed, setClientSeed, t('games.og.fair.clientSeed'), 'clientSeed')}
                {text(nonce, (v) => setNonce(v.replace(/\D/g, '')), t('games.og.fair.nonce'), 'nonce')}
              </>
            ) : (
              <>
                {text(gameHash, setGameHash, t('games.og.fair.gameHash'), 'gameHash')}
                {text(salt, setSalt, t('games.og.fair.salt'), 'salt')}
                {text(gameNumber, (v) => setGameNumber(v.replace(/\D/g, '')), t('games.og.fair.gameNumber'), 'gameNumber')}
                {text(terminatingHash, setTerminatingHash, t('games.og.fair.terminatingHash'), 'terminatingHash')}
              </>
            )}
            <Button size="lg" fullWidth onClick={recompute} data-testid="recompute">
              {t('games.og.fair.recompute')}
            </Button>
          </div>
          <div aria-live="polite" data-testid="fair-result">
            {seeded && seedResult ? (
              seedResult.ok ? (
                <>
                  <Verdict ok={seedResult.value.seedMatchesHash} yes={t('games.og.fair.hashOk')} no={t('games.og.fair.hashBad')} />
                  <p>
                    {t('games.og.fair.outcome')}: <strong className={g.mono}>{outcomeParts(seedResult.value.outcome).values.join(' · ')}</strong>
                  </p>
                </>
              ) : (
                <p className={g.error}>{t('games.og.fair.invalid')}</p>
              )
            ) : null}
            {!seeded && jumpResult ? (
              jumpResult.ok ? (
                <>
                  <p>
                    {t('games.og.fair.crashPoint')}: <strong>{(jumpResult.value.crashPointX100 / 100).toFixed(2)}×</strong>
                  </p>
                  <Verdict ok={jumpResult.value.chainValid} yes={t('games.og.fair.chainOk')} no={t('games.og.fair.chainBad')} />
                </>
              ) : (
                <p className={g.error}>{t('games.og.fair.invalid')}</p>
              )
            ) : null}
          </div>
        </Card>
      </div>
    </GameScreen>
  );
}
