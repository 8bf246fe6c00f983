// /lotto (spec §2, kept alive with its scroll; §4 special draw countdowns at 13:45, 16:45, 20:45
// GMT+8): the countdown to the next special draw, the game tabs (Swertres, Lotto 6/42), the next
// draw on sale with its published seed hash and the time its sales close, the number picker and
// the Buy button (from the real balance; guests are sent to log in), the player's tickets for that
// draw, and the latest result with its replay and proof. Rules: @perya/domain lotto.ts.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lottoBuyMutation, lottoStateQuery, lottoTicketsQuery } from '@perya/api/queries/lotto';
import type { LottoDrawData } from '@perya/api/contract';
import { LOTTO_GAMES, LOTTO_RULES, formatGmt8, formatMoney, isValidLottoTicket, nextSpecialDraw, type LottoBetType, type LottoGame } from '@perya/domain';
import { useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { userIdAtom } from '../../state/session';
import { NavBar } from '../../components/NavBar';
import { ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import { useLocale } from '../rewards/useLocale';
import { LottoBalls } from './LottoBalls';
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
    <section className={ui.card} data-testid="lotto-picker">
      <LottoBalls numbers={pick} drawn={null} slots={rules.count} label={t('lotto.title')} testId="lotto-pick" />
      <p className={css.small} role="status">
        {left > 0 ? t('lotto.pickMore', { count: left }) : t('lotto.pickDone')}
      </p>
      {game === 'swertres' ? (
        <div className={css.keypad}>
          {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (
            <button key={d} type="button" className={css.key} disabled={left === 0} onClick={() => change([...pick, d])} data-digit={d}>
              {d}
            </button>
          ))}
          <button type="button" className={`${css.key} ${css.keySmall}`} onClick={() => change([])}>
            {t('lotto.clear')}
          </button>
          <button type="button" className={css.key} disabled={left === 0} onClick={() => change([...pick, 0])} data-digit={0}>
            0
          </button>
          <button type="button" className={`${css.key} ${css.keySmall}`} disabled={pick.length === 0} onClick={() => change(pick.slice(0, -1))}>
            {t('lotto.delete')}
          </button>
        </div>
      ) : (
        <ul className={css.board}>
          {Array.from({ length: rules.max - rules.min + 1 }, (_, i) => rules.min + i).map((n) => {
            const on = pick.includes(n);
            return (
              <li key={n}>
                <button
                  type="button"
                  className={css.key}
                  aria-pressed={on}
                  disabled={!on && left === 0}
                  onClick={() => change(on ? pick.filter((x) => x !== n) : [...pick, n].sort((a, b) => a - b))}
                  data-number={n}
                >
                  {n}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={css.actions}>
        <button type="button" className={ui.button.secondary} onClick={() => change(luckyPick(game))}>
          {t('lotto.luckyPick')}
        </button>
      </div>
      {rules.betTypes.length > 1 ? (
        <div className={ui.tabs} role="tablist" aria-label={t('lotto.howToPlay')}>
          {rules.betTypes.map((b) => (
            <button key={b} type="button" role="tab" aria-selected={betType === b} className={ui.tabButton} onClick={() => setBetType(b)}>
              {t(`lotto.betTypes.${b}`)}
            </button>
          ))}
        </div>
      ) : null}
      {betType === 'straight' || betType === 'rambolito' ? <p className={css.small}>{t(`lotto.betNotes.${betType}`)}</p> : null}
      {stakeChoices(game).length > 1 ? (
        <div className={css.chips} role="group" aria-label={t('lotto.stake')}>
          {stakeChoices(game).map((c) => (
            <button key={c} type="button" className={css.chip} aria-pressed={stake === c} onClick={() => setStake(c)}>
              {formatMoney(c, { locale, currency })}
            </button>
          ))}
        </div>
      ) : null}
      <p className={ui.paragraph} data-testid="lotto-prize">
        {t('lotto.prize', { amount: topPrize(game, betType, pick, stake) })}
      </p>
      <button type="button" className={ui.button.primary} disabled={loggedIn && (!valid || buy.isPending)} aria-busy={buy.isPending} onClick={submit} data-testid="lotto-buy">
        {loggedIn ? t('lotto.buy', { amount: stake }) : t('lotto.loginToBuy')}
      </button>
    </section>
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
        <section className={css.hero}>
          <p className={css.heroLabel}>{t('lotto.nextSpecial', { time: formatGmt8(special.atMs, locale, { timeStyle: 'short' }) })}</p>
          <p className={css.heroTime} data-testid="lotto-special-countdown">
            <LottoCountdown target={special.atMs} now={clock} onEnd={refresh} />
          </p>
        </section>
        <nav className={css.links}>
          <Link className={css.linkChip} to="/lottoResults">
            {t('lotto.results')}
          </Link>
          <Link className={css.linkChip} to="/lottoPanel">
            {t('lotto.panel')}
          </Link>
          <Link className={css.linkChip} to="/lottoHistory">
            {t('lotto.history')}
          </Link>
        </nav>
        <div className={ui.tabs} role="tablist" aria-label={t('lotto.title')}>
          {games.map((g) => (
            <button key={g} type="button" role="tab" aria-selected={game === g} className={ui.tabButton} onClick={() => setGame(g)} data-game={g}>
              {t(`lotto.games.${g}`)}
            </button>
          ))}
        </div>
        {state.isPending ? (
          <Loading rows={4} />
        ) : state.isError ? (
          <ErrorState error={state.error} onRetry={refresh} />
        ) : (
          <>
            <section className={ui.card} data-testid="lotto-next">
              <div className={css.head}>
                <h2 className={css.title}>{t('lotto.nextDraw')}</h2>
                {popups.canReplay ? (
                  <button type="button" className={ui.button.ghost} onClick={() => popups.rules(game)} data-testid="lotto-how-to-play">
                    {t('lotto.howToPlay')}
                  </button>
                ) : null}
              </div>
              <p className={ui.muted}>{t(`lotto.note.${game}`)}</p>
              {entry?.next ? (
                <>
                  <p className={ui.paragraph} data-testid="lotto-draw-at" data-draw-id={entry.next.drawId}>
                    {t('lotto.drawAt', { date: when(entry.next.drawAt) })}
                  </p>
                  <p className={css.small}>
                    <LottoCountdown target={entry.next.closesAt} now={clock} onEnd={refresh} format={(time) => t('lotto.salesClose', { time })} />
                  </p>
                  <p className={css.hash} title={t('lotto.seedHash')}>
                    {t('lotto.seedHash')}: {entry.next.seedHash}
                  </p>
                </>
              ) : (
                <p className={ui.muted}>{t('lotto.salesClosed')}</p>
              )}
            </section>
            {entry?.next ? <Picker key={game} game={game} draw={entry.next} onBought={refresh} /> : null}
            {mine.length > 0 ? (
              <section className={ui.card} data-testid="lotto-my-tickets">
                <h2 className={css.title}>{t('lotto.yourTickets')}</h2>
                {mine.map((x) => (
                  <div key={x.ticketId} className={css.ticket}>
                    <LottoBalls numbers={x.pick} drawn={null} label={t('lotto.title')} />
                    <p className={css.small}>{t('lotto.ticketLine', { bet: t(`lotto.betTypes.${x.betType}`), amount: x.stake })}</p>
                  </div>
                ))}
              </section>
            ) : null}
            <section className={ui.card} data-testid="lotto-last">
              <h2 className={css.title}>{t('lotto.lastResult')}</h2>
              {entry?.last?.numbers ? (
                <>
                  <p className={css.small}>{when(entry.last.drawAt)}</p>
                  <LottoBalls numbers={entry.last.numbers} label={t('lotto.winningNumbers')} testId="lotto-last-numbers" />
                  <div className={css.actions}>
                    {popups.canReplay ? (
                      <button type="button" className={ui.button.secondary} onClick={() => entry.last && popups.replay(entry.last)}>
                        {t('lotto.watch')}
                      </button>
                    ) : null}
                    <Link className={ui.button.secondary} to={`/lottoResults?draw=${encodeURIComponent(entry.last.drawId)}`}>
                      {t('lotto.verify')}
                    </Link>
                  </div>
                </>
              ) : (
                <p className={ui.muted}>{t('lotto.noResults')}</p>
              )}
            </section>
            {popups.inlineRules ? <details className={ui.card}>{popups.inlineRules}</details> : null}
          </>
        )}
      </div>
    </>
  );
}
