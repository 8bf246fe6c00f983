// /lotto (spec §2, kept alive with its scroll; §4 special draw countdowns at 13:45, 16:45, 20:45
// GMT+8): the countdown to the next special draw, the game tabs (Swertres, Lotto 6/42), the next
// draw on sale with its published seed hash and the time its sales close, the number picker and
// the Buy button (from the real balance; guests are sent to log in), the player's tickets for that
// draw, and the latest result with its replay and proof. Rules: @perya/domain lotto.ts.
import { useRef, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lottoBuyMutation, lottoStateQuery, lottoTicketsQuery } from '@perya/api/queries/lotto';
import type { LottoDrawData } from '@perya/api/contract';
import { LOTTO_GAMES, LOTTO_RULES, formatGmt8, formatMoney, isValidLottoTicket, nextSpecialDraw, type LottoBetType, type LottoGame } from '@perya/domain';
import { Box, Button, ButtonLink, Card, EmptyState, ErrorState, Inline, Keypad, ListRow, NavBar, NumberBalls, SegmentedControl, Skeleton, Stack, Tabs, Text, ToggleChip, useCurrency } from '@perya/ui';
import { EmptyArt, FeatureIcon } from '../../components/FeatureIcon';
import { HeroFigure } from '../../components/HeroFigure';
import { useServices } from '../../services/services';
import { userIdAtom } from '../../state/session';
import * as layout from '../../app/layout.css';
import { useLocale } from '../rewards/useLocale';
import { LottoCountdown } from './LottoCountdown';
import { luckyPick, stakeChoices, topPrize } from './lottoLogic';
import { useLottoClock } from './useLottoClock';
import { useLottoGame } from './useLottoGame';
import { useLottoPopups } from './useLottoPopups';
import * as css from './lotto.css';

const newRequestId = () => crypto.randomUUID();

/** The number picker; keyed by game, so switching games starts a fresh pick. */
function Picker({ game, draw, onBought }: { game: LottoGame; draw: LottoDrawData; onBought: () => void }) {
  const currency = useCurrency();
  const s = useServices();
  const { t } = useTranslation();
  const locale = useLocale();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const rules = LOTTO_RULES[game];
  const [pick, setPick] = useState<number[]>([]);
  const [betType, setBetType] = useState<LottoBetType>(rules.betTypes[0] ?? 'standard');
  const [stake, setStake] = useState(rules.minStake);
  // One id per purchase: a retry of the same ticket (a dropped answer) cannot buy it twice.
  const requestId = useRef(newRequestId());
  const buy = useMutation(lottoBuyMutation());
  const change = (next: number[]) => {
    requestId.current = newRequestId();
    setPick(next);
  };
  const valid = isValidLottoTicket(game, betType, pick, stake);
  const left = rules.count - pick.length;
  const submit = () => {
    if (!loggedIn) return s.goToLogin('/lotto', 1);
    buy.mutate(
      { requestId: requestId.current, drawId: draw.drawId, betType, pick, stake },
      {
        onSuccess: () => {
          s.popups.toast(t('lotto.bought'), { tone: 'success' });
          change([]);
          onBought();
        },
      },
    );
  };

  return (
    <div data-testid="lotto-picker">
    <Card title={t('lotto.yourPick')} titleLevel={2}>
      <NumberBalls numbers={pick} drawn={null} slots={rules.count} label={t('lotto.title')} data-testid="lotto-pick" />
      <Text size="sm" tone="muted" role="status">
        {left > 0 ? t('lotto.pickMore', { count: left }) : t('lotto.pickDone')}
      </Text>
      {game === 'swertres' ? (
        <Keypad
          label={t('lotto.yourPick')}
          clearLabel={t('lotto.clear')}
          deleteLabel={t('lotto.delete')}
          full={left === 0}
          empty={pick.length === 0}
          onDigit={(d) => change([...pick, d])}
          onClear={() => change([])}
          onDelete={() => change(pick.slice(0, -1))}
        />
      ) : (
        <ul className={css.board}>
          {Array.from({ length: rules.max - rules.min + 1 }, (_, i) => rules.min + i).map((n) => {
            const on = pick.includes(n);
            return (
              <li key={n}>
                <ToggleChip
                  shape="ball"
                  pressed={on}
                  disabled={!on && left === 0}
                  onClick={() => change(on ? pick.filter((x) => x !== n) : [...pick, n].sort((a, b) => a - b))}
                  data-number={n}
                >
                  {n}
                </ToggleChip>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" fullWidth onClick={() => change(luckyPick(game))}>
        {t('lotto.luckyPick')}
      </Button>
      {rules.betTypes.length > 1 ? (
        <SegmentedControl label={t('lotto.howToPlay')} value={betType} onChange={setBetType} options={rules.betTypes.map((b) => ({ value: b, label: t(`lotto.betTypes.${b}`) }))} />
      ) : null}
      {betType === 'straight' || betType === 'rambolito' ? (
        <Text size="sm" tone="muted">
          {t(`lotto.betNotes.${betType}`)}
        </Text>
      ) : null}
      {stakeChoices(game).length > 1 ? (
        <SegmentedControl wrap label={t('lotto.stake')} value={stake} onChange={setStake} options={stakeChoices(game).map((c) => ({ value: c, label: formatMoney(c, { locale, currency }) }))} />
      ) : null}
      <Box background="surfaceSunken" borderRadius="md" padding="md">
        <Inline space="sm" wrap={false}>
          <Box display="flex" color="success">
            <FeatureIcon name="trophy" />
          </Box>
          <Text weight="bold" size="lg" tone="success" tabular data-testid="lotto-prize">
            {t('lotto.prize', { amount: topPrize(game, betType, pick, stake) })}
          </Text>
        </Inline>
      </Box>
      <Button fullWidth size="lg" disabled={loggedIn && !valid} loading={buy.isPending} onClick={submit} data-testid="lotto-buy">
        {loggedIn ? t('lotto.buy', { amount: stake }) : t('lotto.loginToBuy')}
      </Button>
    </Card>
    </div>
  );
}

export default function LottoPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const [game, setGame] = useLottoGame();
  const popups = useLottoPopups();
  const state = useQuery({ ...lottoStateQuery(), refetchInterval: 30_000 });
  const tickets = useQuery({ ...lottoTicketsQuery({ status: 'pending' }), enabled: loggedIn });
  const clock = useLottoClock();
  const special = nextSpecialDraw(clock());
  const entry = state.data?.games.find((g) => g.game === game);
  const games = state.data?.games.map((g) => g.game) ?? [...LOTTO_GAMES];
  const when = (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const refresh = () => void state.refetch();
  const mine = entry?.next ? (tickets.data?.list ?? []).filter((x) => x.drawId === entry.next?.drawId) : [];

  return (
    <>
      <NavBar title={t('lotto.title')} />
      <div className={layout.page} data-page="lotto">
        <HeroFigure
          icon="clock"
          label={t('lotto.nextSpecial', { time: formatGmt8(special.atMs, locale, { timeStyle: 'short' }) })}
          figure={<LottoCountdown target={special.atMs} now={clock} onEnd={refresh} />}
          figureTestId="lotto-special-countdown"
        />
        <Card padding="none">
          <nav aria-label={t('lotto.title')}>
            <ListRow href="/lottoResults" icon={<FeatureIcon name="trophy" />} label={t('lotto.results')} />
            <ListRow href="/lottoPanel" icon={<FeatureIcon name="ticket" />} label={t('lotto.panel')} />
            <ListRow href="/lottoHistory" icon={<FeatureIcon name="calendar" />} label={t('lotto.history')} />
          </nav>
        </Card>
        <Tabs label={t('lotto.title')} fill value={game} onChange={setGame} items={games.map((g) => ({ id: g, label: t(`lotto.games.${g}`) }))}>
        {state.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : state.isError ? (
          <ErrorState error={state.error} onRetry={refresh} />
        ) : (
          <Stack space="md">
            <div data-testid="lotto-next">
            <Card
              title={t('lotto.nextDraw')}
              action={
                popups.canReplay ? (
                  <Button variant="ghost" size="sm" onClick={() => popups.rules(game)} data-testid="lotto-how-to-play">
                    {t('lotto.howToPlay')}
                  </Button>
                ) : undefined
              }
            >
              <Text size="sm" tone="muted">
                {t(`lotto.note.${game}`)}
              </Text>
              {entry?.next ? (
                <>
                  <Text weight="semibold" data-testid="lotto-draw-at" data-draw-id={entry.next.drawId}>
                    {t('lotto.drawAt', { date: when(entry.next.drawAt) })}
                  </Text>
                  <Text size="sm" weight="semibold" tone="pending">
                    <LottoCountdown target={entry.next.closesAt} now={clock} onEnd={refresh} format={(time) => t('lotto.salesClose', { time })} />
                  </Text>
                  <Text size="xs" tone="muted" className={css.hash} title={t('lotto.seedHash')}>
                    {t('lotto.seedHash')}: {entry.next.seedHash}
                  </Text>
                </>
              ) : (
                <Text tone="muted">{t('lotto.salesClosed')}</Text>
              )}
            </Card>
            </div>
            {entry?.next ? <Picker key={game} game={game} draw={entry.next} onBought={refresh} /> : null}
            {mine.length > 0 ? (
              <div data-testid="lotto-my-tickets">
              <Card title={t('lotto.yourTickets')}>
                <Stack space="sm" dividers>
                  {mine.map((x) => (
                    <Stack key={x.ticketId} space="xs">
                      <NumberBalls numbers={x.pick} drawn={null} label={t('lotto.title')} />
                      <Text size="sm" tone="muted">
                        {t('lotto.ticketLine', { bet: t(`lotto.betTypes.${x.betType}`), amount: x.stake })}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              </Card>
              </div>
            ) : null}
            <div data-testid="lotto-last">
            <Card title={t('lotto.lastResult')}>
              {entry?.last?.numbers ? (
                <>
                  <Text size="sm" tone="muted">
                    {when(entry.last.drawAt)}
                  </Text>
                  <NumberBalls numbers={entry.last.numbers} label={t('lotto.winningNumbers')} data-testid="lotto-last-numbers" />
                  <Inline space="sm">
                    {popups.canReplay ? (
                      <Button variant="secondary" onClick={() => entry.last && popups.replay(entry.last)}>
                        {t('lotto.watch')}
                      </Button>
                    ) : null}
                    <ButtonLink href={`/lottoResults?draw=${encodeURIComponent(entry.last.drawId)}`}>{t('lotto.verify')}</ButtonLink>
                  </Inline>
                </>
              ) : (
                <EmptyState title={t('lotto.noResults')} art={<EmptyArt name="trophy" />} headingLevel={3} />
              )}
            </Card>
            </div>
            {popups.inlineRules ? (
              <Card padding="md">
                <details>{popups.inlineRules}</details>
              </Card>
            ) : null}
          </Stack>
        )}
        </Tabs>
      </div>
    </>
  );
}
