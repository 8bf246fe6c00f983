// /responsibleGaming (issue 15, our path): the player's own deposit, loss and play-time limits per
// day, week and month (a cut at once, a raise or removal after 24 h), the reality check, a
// cooling-off or self-exclusion with a plain confirmation, the history of changes and the market's
// help lines. Every rule is the server's; this page shows and asks.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { EXCLUSION_LIFT_DELAY_MS, formatGmt8, formatMoney, isLocaleCode, type LocaleCode } from '@perya/domain';
import { ErrorState, NavBar, Skeleton, useCurrency } from '@perya/ui';
import type { ExclusionData, LimitData, ProtectionState } from '@perya/api/contract';
import {
  protectionExcludeMutation,
  protectionHistoryQuery,
  protectionLiftMutation,
  protectionLimitSetMutation,
  protectionRealityCheckSetMutation,
  protectionStateQuery,
} from '@perya/api/queries/protection';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useErrorText } from '../auth/useApiError';
import { tData } from '../../services/t';
import {
  COOLING_OFF_CHOICES,
  LIMIT_KINDS,
  limitsOf,
  parseLimitInput,
  REALITY_CHECK_CHOICES,
  SELF_EXCLUSION_CHOICES,
  type LimitKindName,
  type LimitPeriodName,
} from './protectionLogic';
import { ExclusionNotice } from './ExclusionBanner';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './protection.css';

function useFormat() {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale: LocaleCode = isLocaleCode(i18n.language) ? i18n.language : 'en-PH';
  return {
    locale,
    time: (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' }),
    money: (minor: number) => formatMoney(minor, { locale, currency }),
  };
}

/** A limit's value as shown: money, or minutes of play. */
function useLimitValue() {
  const { t } = useTranslation();
  const f = useFormat();
  return (kind: LimitKindName, amount: number | null) =>
    amount === null ? t('protection.noLimit') : kind === 'session' ? t('protection.minutes', { minutes: amount }) : f.money(amount);
}

function LimitRow({ limit }: { limit: LimitData }) {
  const { t } = useTranslation();
  const f = useFormat();
  const value = useLimitValue();
  const kind = limit.kind;
  return (
    <li className={css.limitRow} data-testid={`limit-${kind}-${limit.period}`}>
      <div className={css.limitHead}>
        <span>{tData(t, `protection.period.${limit.period}`)}</span>
        <strong data-testid={`limit-${kind}-${limit.period}-amount`}>{value(kind, limit.amount)}</strong>
      </div>
      {limit.amount !== null ? (
        <p className={ui.muted}>
          {t('protection.usedResets', { used: value(kind, limit.used), time: f.time(limit.resetsAt) })}
        </p>
      ) : null}
      {limit.pending ? (
        <p className={css.pending} data-testid={`limit-${kind}-${limit.period}-pending`}>
          {limit.pending.amount === null
            ? t('protection.pendingRemoval', { time: f.time(limit.pending.effectiveAt) })
            : t('protection.pendingRaise', { amount: value(kind, limit.pending.amount), time: f.time(limit.pending.effectiveAt) })}
        </p>
      ) : null}
    </li>
  );
}

function LimitCard({ kind, limits }: { kind: LimitKindName; limits: readonly LimitData[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<LimitPeriodName>('day');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const set = useMutation(protectionLimitSetMutation({
    callOptions: { noToast: true },
    onSuccess: (result) => {
      setText('');
      setDone(
        result.effect === 'later'
          ? t('protection.inForceAt', { time: f.time(result.effectiveAt) })
          : result.effect === 'now'
            ? t('protection.inForceNow')
            : t('protection.unchanged'),
      );
    },
  }));
  const id = `limit-${kind}`;
  const send = (amount: number | null) => {
    setDone(null);
    set.mutate({ kind, period, amount });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = parseLimitInput(kind, text);
    setInvalid(!input.ok);
    if (input.ok && !set.isPending) send(input.amount);
  };
  const current = limits.find((l) => l.period === period);
  return (
    <section className={ui.card} aria-labelledby={`${id}-title`} data-testid={`limit-card-${kind}`}>
      <h2 className={ui.heading} id={`${id}-title`}>
        {tData(t, `protection.kind.${kind}`)}
      </h2>
      <p className={ui.muted}>{tData(t, `protection.kindHint.${kind}`)}</p>
      <ul className={ui.list}>
        {limits.map((l) => (
          <LimitRow key={l.period} limit={l} />
        ))}
      </ul>
      <form className={ui.form} onSubmit={submit} noValidate data-testid={`limit-form-${kind}`}>
        <div className={css.formRow}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-period`}>
              {t('protection.periodLabel')}
            </label>
            <select id={`${id}-period`} className={ui.input} value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriodName)}>
              {(['day', 'week', 'month'] as const).map((p) => (
                <option key={p} value={p}>
                  {tData(t, `protection.period.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-amount`}>
              {kind === 'session' ? t('protection.minutesLabel') : t('protection.amountLabel')}
            </label>
            <input
              id={`${id}-amount`}
              className={ui.input}
              inputMode={kind === 'session' ? 'numeric' : 'decimal'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={invalid ? true : undefined}
            />
          </div>
        </div>
        {invalid ? (
          <p className={ui.fieldError} role="alert">
            {t('messages.amountRequired')}
          </p>
        ) : null}
        {set.isError ? (
          <p className={ui.fieldError} role="alert">
            {errorText(set.error)}
          </p>
        ) : null}
        {done ? (
          <p className={css.done} role="status" data-testid={`limit-${kind}-result`}>
            {done}
          </p>
        ) : null}
        <div className={css.buttons}>
          <button type="submit" className={ui.button.primary} disabled={set.isPending}>
            {t('protection.setLimit')}
          </button>
          {current?.amount != null && current.pending?.amount !== null ? (
            <button type="button" className={ui.button.secondary} disabled={set.isPending} onClick={() => send(null)}>
              {t('protection.removeLimit')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [value, setValue] = useState(minutes === null ? '' : String(minutes));
  const [saved, setSaved] = useState(false);
  const save = useMutation(protectionRealityCheckSetMutation({ callOptions: { noToast: true }, onSuccess: () => setSaved(true) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const chosen = REALITY_CHECK_CHOICES.find((m) => String(m) === value) ?? null;
    save.mutate({ minutes: chosen });
  };
  return (
    <section className={ui.card} aria-labelledby="reality-title">
      <h2 className={ui.heading} id="reality-title">
        {t('protection.realityTitle')}
      </h2>
      <p className={ui.muted}>{t('protection.realityHint')}</p>
      <form className={ui.form} onSubmit={submit} noValidate>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="reality-minutes">
            {t('protection.realityLabel')}
          </label>
          <select id="reality-minutes" className={ui.input} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">{t('protection.off')}</option>
            {REALITY_CHECK_CHOICES.map((m) => (
              <option key={m} value={String(m)}>
                {t('protection.minutes', { minutes: m })}
              </option>
            ))}
          </select>
        </div>
        {save.isError ? (
          <p className={ui.fieldError} role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        {saved ? (
          <p className={css.done} role="status">
            {t('account.saved')}
          </p>
        ) : null}
        <button type="submit" className={ui.button.primary} disabled={save.isPending}>
          {t('common.save')}
        </button>
      </form>
    </section>
  );
}

type BreakChoice = { kind: 'coolingOff'; hours: number } | { kind: 'selfExclusion'; term: (typeof SELF_EXCLUSION_CHOICES)[number] };

/**
 * Ending a self-exclusion early: offered once its irrevocable months are over (it then ends 24 h
 * after the request), announced before then, absent for a cooling-off.
 */
function EndExclusion({ exclusion, serverTime }: { exclusion: ExclusionData; serverTime: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const lift = useMutation(protectionLiftMutation({ callOptions: { noToast: true } }));
  const from = exclusion.liftableFrom;
  if (from === null) return null;
  if (serverTime < from) return <p className={ui.muted}>{t('protection.canEndFrom', { time: f.time(from) })}</p>;
  return (
    <>
      <button type="button" className={ui.button.secondary} onClick={() => setConfirming(true)} data-testid="end-exclusion">
        {t('protection.endExclusion')}
      </button>
      {lift.isError ? (
        <p className={ui.fieldError} role="alert">
          {errorText(lift.error)}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('protection.confirmEndTitle')}
          message={t('protection.confirmEnd', { time: f.time(serverTime + EXCLUSION_LIFT_DELAY_MS) })}
          confirmLabel={t('protection.endExclusion')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            lift.mutate({});
          }}
        />
      ) : null}
    </>
  );
}

function BreakCard({ exclusion, serverTime }: { exclusion: ExclusionData | null; serverTime: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [hours, setHours] = useState<number>(COOLING_OFF_CHOICES[0]);
  const [term, setTerm] = useState<(typeof SELF_EXCLUSION_CHOICES)[number]>('6m');
  const [confirming, setConfirming] = useState<BreakChoice | null>(null);
  const exclude = useMutation(protectionExcludeMutation({ callOptions: { noToast: true } }));
  const length = (choice: BreakChoice) =>
    choice.kind === 'coolingOff' ? tData(t, `protection.coolingOff.h${choice.hours}`) : tData(t, `protection.selfExclusion.t${choice.term}`);
  return (
    <section className={ui.card} aria-labelledby="break-title" data-testid="break-card">
      <h2 className={ui.heading} id="break-title">
        {t('protection.breakTitle')}
      </h2>
      {exclusion ? <ExclusionNotice exclusion={exclusion} /> : null}
      {exclusion ? <EndExclusion exclusion={exclusion} serverTime={serverTime} /> : null}
      <p className={ui.muted}>{t('protection.breakHint')}</p>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="cooling-off">
          {t('protection.coolingOffLabel')}
        </label>
        <select id="cooling-off" className={ui.input} value={String(hours)} onChange={(e) => setHours(Number(e.target.value))}>
          {COOLING_OFF_CHOICES.map((h) => (
            <option key={h} value={String(h)}>
              {tData(t, `protection.coolingOff.h${h}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={ui.button.secondary} onClick={() => setConfirming({ kind: 'coolingOff', hours })}>
        {t('protection.takeBreak')}
      </button>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="self-exclusion">
          {t('protection.selfExclusionLabel')}
        </label>
        <select id="self-exclusion" className={ui.input} value={term} onChange={(e) => setTerm(e.target.value as typeof term)}>
          {SELF_EXCLUSION_CHOICES.map((c) => (
            <option key={c} value={c}>
              {tData(t, `protection.selfExclusion.t${c}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={ui.button.danger} onClick={() => setConfirming({ kind: 'selfExclusion', term })}>
        {t('protection.excludeMe')}
      </button>
      {exclude.isError ? (
        <p className={ui.fieldError} role="alert">
          {errorText(exclude.error)}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming.kind === 'coolingOff' ? t('protection.confirmBreakTitle') : t('protection.confirmExcludeTitle')}
          message={
            confirming.kind === 'coolingOff'
              ? t('protection.confirmBreak', { length: length(confirming) })
              : t('protection.confirmExclude', { length: length(confirming) })
          }
          confirmLabel={confirming.kind === 'coolingOff' ? t('protection.takeBreak') : t('protection.excludeMe')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const choice = confirming;
            setConfirming(null);
            exclude.mutate(choice.kind === 'coolingOff' ? { kind: 'coolingOff', hours: choice.hours } : { kind: 'selfExclusion', term: choice.term });
          }}
        />
      ) : null}
    </section>
  );
}

function History() {
  const { t } = useTranslation();
  const f = useFormat();
  const value = useLimitValue();
  const history = useQuery(protectionHistoryQuery({ limit: 50 }));
  const describe = (e: NonNullable<typeof history.data>['list'][number]): string => {
    switch (e.type) {
      case 'limit': {
        const kind = e.kind ?? 'deposit';
        return t('protection.history.limit', {
          limit: tData(t, `protection.kind.${kind}`),
          period: tData(t, `protection.period.${e.period ?? 'day'}`),
          from: value(kind, e.from),
          to: value(kind, e.to),
        });
      }
      case 'realityCheck':
        return t('protection.history.realityCheck', {
          to: e.to === null ? t('protection.off') : t('protection.minutes', { minutes: e.to }),
        });
      case 'coolingOff':
        return t('protection.history.coolingOff', { hours: e.to ?? 0 });
      case 'selfExclusion':
        return t('protection.history.selfExclusion', { months: e.to ?? 0 });
      case 'selfExclusionLift':
        return t('protection.history.selfExclusionLift');
      case 'birthday':
        return t('protection.history.birthday');
      case 'kyc':
        return t('protection.history.kyc');
    }
  };
  return (
    <section className={ui.card} aria-labelledby="history-title">
      <h2 className={ui.heading} id="history-title">
        {t('protection.historyTitle')}
      </h2>
      {history.isPending ? (
        <Skeleton shape="row" count={2} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <p className={ui.muted}>{t('protection.historyEmpty')}</p>
      ) : (
        <ul className={ui.list} data-testid="protection-history">
          {history.data.list.map((e) => (
            <li key={e.id} className={css.historyRow}>
              <span>{describe(e)}</span>
              <span className={ui.muted}>
                {f.time(e.at)}
                {e.effectiveAt <= e.at
                  ? ''
                  : // A break's effectiveAt is its end; a limit's, when it is in force.
                    ` · ${e.type === 'coolingOff' || e.type === 'selfExclusion' || e.type === 'selfExclusionLift' ? t('protection.history.until', { time: f.time(e.effectiveAt) }) : t('protection.history.effective', { time: f.time(e.effectiveAt) })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HelpLines({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  return (
    <section className={ui.card} aria-labelledby="help-title">
      <h2 className={ui.heading} id="help-title">
        {t('protection.helpTitle')}
      </h2>
      <p className={ui.muted}>{t('protection.helpHint')}</p>
      <ul className={ui.list}>
        {state.rules.helpLines.map((line) => (
          <li key={line.name}>
            <a className={ui.row} href={`tel:${line.contact.replace(/[^\d+]/g, '')}`}>
              <span>{line.name}</span>
              <span className={ui.rowValue}>{line.contact}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const state = useQuery({ ...protectionStateQuery(), staleTime: 0 });
  return (
    <>
      <NavBar title={t('protection.title')} />
      <div className={layout.page} data-page="responsible-gaming">
        {state.isPending ? (
          <Skeleton shape="row" count={6} />
        ) : state.isError ? (
          <ErrorState error={state.error} onRetry={() => void state.refetch()} />
        ) : (
          <>
            <p className={ui.paragraph}>{t('protection.intro')}</p>
            {LIMIT_KINDS.map((kind) => (
              <LimitCard key={kind} kind={kind} limits={limitsOf(state.data.limits, kind)} />
            ))}
            <RealityCheckCard key={String(state.data.realityCheckMinutes)} minutes={state.data.realityCheckMinutes} />
            <BreakCard exclusion={state.data.exclusion} serverTime={state.data.serverTime} />
            {state.data.kyc.required || state.data.kyc.status !== 'none' ? (
              <section className={ui.card}>
                <Link className={ui.row} to="/kyc">
                  <span>{t('kyc.title')}</span>
                  <span className={ui.rowValue}>{tData(t, `kyc.status.${state.data.kyc.status}`)}</span>
                </Link>
              </section>
            ) : null}
            <History />
            {state.data.rules.helpLines.length > 0 ? <HelpLines state={state.data} /> : null}
          </>
        )}
      </div>
    </>
  );
}
