// /responsibleGaming (issue 15, our path): the player's own deposit, loss and play-time limits per
// day, week and month (a cut at once, a raise or removal after 24 h), the reality check, a
// cooling-off or self-exclusion with a plain confirmation, the history of changes and the market's
// help lines. Every rule is the server's; this page shows and asks. Each setting is a form checked
// by its request's schema (protectionLimitSet, protectionRealityCheckSet, protectionExclude).
import { useId, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@perya/i18n';
import { currencySymbol, EXCLUSION_LIFT_DELAY_MS, formatGmt8, formatMoney, isLocaleCode, type LocaleCode } from '@perya/domain';
import { Badge, Box, Button, Card, ErrorState, Heading, Inline, Input, ListRow, NavBar, ProgressBar, SegmentedControl, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { SaferPlayArt, type SaferPlayMotif } from '@perya/ui/art';
import { routes } from '@perya/api/routes';
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
import { FormError, SubmitButton, useApiForm } from '../../forms';
import { tData } from '../../services/t';
import { useErrorText } from '../auth/useApiError';
import {
  COOLING_OFF_CHOICES,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  limitInputText,
  limitLeft,
  limitsOf,
  parseLimitInput,
  REALITY_CHECK_CHOICES,
  SELF_EXCLUSION_CHOICES,
  type LimitKindName,
  type LimitPeriodName,
} from './protectionLogic';
import { ExclusionNotice } from './ExclusionBanner';
import * as layout from '../../app/layout.css';

function useFormat() {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale: LocaleCode = isLocaleCode(i18n.language) ? i18n.language : 'en-PH';
  return {
    locale,
    currency,
    time: (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' }),
    money: (minor: number) => formatMoney(minor, { locale, currency }),
  };
}

/** A limit's value as shown: money in the account's currency, or minutes of play. */
function useLimitValue() {
  const { t } = useTranslation();
  const f = useFormat();
  return (kind: LimitKindName, amount: number | null) =>
    amount === null ? t('protection.noLimit') : kind === 'session' ? t('protection.minutes', { minutes: amount }) : f.money(amount);
}

/** A section of the centre: its mark, heading and one line on what it does, then its content. */
function Section({ motif, title, hint, children, testId }: { motif: SaferPlayMotif; title: string; hint?: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Card>
      <Stack as="section" space="md" aria-labelledby={id} data-testid={testId}>
        <Inline space="md" wrap={false}>
          <SaferPlayArt motif={motif} size="md" />
          <Stack space="xxs">
            <Heading level={2} id={id}>
              {title}
            </Heading>
            {hint ? (
              <Text tone="muted" size="sm">
                {hint}
              </Text>
            ) : null}
          </Stack>
        </Inline>
        {children}
      </Stack>
    </Card>
  );
}

/** One period of a limit: the limit, how much of it is used and left, when it resets, a raise waiting. */
function LimitRow({ limit }: { limit: LimitData }) {
  const { t } = useTranslation();
  const f = useFormat();
  const value = useLimitValue();
  const { kind, period } = limit;
  const left = limitLeft(limit);
  const name = tData(t, `protection.period.${period}`);
  return (
    <Stack space="xs" paddingY="sm" data-testid={`limit-${kind}-${period}`}>
      <Inline align="spaceBetween" wrap={false}>
        <Text weight="semibold">{name}</Text>
        <Text weight="bold" tabular data-testid={`limit-${kind}-${period}-amount`}>
          {value(kind, limit.amount)}
        </Text>
      </Inline>
      {limit.amount !== null && left !== null ? (
        <>
          <ProgressBar
            label={t('protection.used', { used: value(kind, limit.used) })}
            value={Math.min(limit.used, limit.amount)}
            max={limit.amount}
            valueText={t('protection.left', { amount: value(kind, left) })}
          />
          <Text tone="muted" size="xs">
            {t('protection.resets', { time: f.time(limit.resetsAt) })}
          </Text>
        </>
      ) : null}
      {limit.pending ? (
        <Text tone="pending" size="sm" data-testid={`limit-${kind}-${period}-pending`}>
          {limit.pending.amount === null
            ? t('protection.pendingRemoval', { time: f.time(limit.pending.effectiveAt) })
            : t('protection.pendingRaise', { amount: value(kind, limit.pending.amount), time: f.time(limit.pending.effectiveAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}

type LimitValues = { kind: LimitKindName; period: LimitPeriodName; amount: string };

const KIND_MOTIF = { deposit: 'deposit', loss: 'loss', session: 'session' } as const satisfies Record<LimitKindName, SaferPlayMotif>;

function LimitCard({ kind, limits }: { kind: LimitKindName; limits: readonly LimitData[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [result, setResult] = useState<string | null>(null);
  const set = useMutation(protectionLimitSetMutation({ callOptions: { noToast: true } }));
  // The period chosen picks which limit pre-fills the amount (from the state query).
  const [period, setPeriod] = useState<LimitPeriodName>('day');
  const current = limits.find((l) => l.period === period);
  const form = useApiForm<LimitValues>({
    endpoint: routes.protectionLimitSet,
    // The box holds pesos or minutes as typed; the domain reads them (to minor units).
    skip: ['amount'],
    rules: { amount: (text) => (parseLimitInput(kind, text).ok ? undefined : 'amountRequired') },
    defaultValues: { kind, period: 'day', amount: '' },
    values: { kind, period, amount: limitInputText(kind, current?.amount ?? null) },
  });
  const said = (effect: 'now' | 'later' | 'none', effectiveAt: number) =>
    effect === 'later' ? t('protection.inForceAt', { time: f.time(effectiveAt) }) : effect === 'now' ? t('protection.inForceNow') : t('protection.unchanged');
  const send = async (values: LimitValues, amount: number | null) => {
    setResult(null);
    const answer = await set.mutateAsync({ kind, period: values.period, amount });
    setResult(said(answer.effect, answer.effectiveAt));
    form.reset({ kind, period: values.period, amount: limitInputText(kind, answer.limit.amount) });
  };
  const remove = () => {
    if (set.isPending) return;
    send(form.getValues(), null).catch((error: unknown) => form.showError(error));
  };
  const canRemove = current?.amount != null && current.pending?.amount !== null;
  const money = kind !== 'session';
  return (
    <Section motif={KIND_MOTIF[kind]} title={tData(t, `protection.kind.${kind}`)} hint={tData(t, `protection.kindHint.${kind}`)} testId={`limit-card-${kind}`}>
      <Stack space="none" dividers>
        {limits.map((l) => (
          <LimitRow key={l.period} limit={l} />
        ))}
      </Stack>
      <Stack
        as="form"
        space="md"
        noValidate
        data-testid={`limit-form-${kind}`}
        onSubmit={form.submit((v) => {
          const input = parseLimitInput(kind, v.amount);
          return input.ok ? send(v, input.amount) : undefined;
        })}
      >
        <Controller
          control={form.control}
          name="period"
          render={({ field }) => (
            <SegmentedControl
              label={t('protection.periodLabel')}
              options={LIMIT_PERIODS.map((p) => ({ value: p, label: tData(t, `protection.period.${p}`) }))}
              value={field.value}
              onChange={(p) => {
                field.onChange(p);
                setPeriod(p);
                setResult(null);
              }}
            />
          )}
        />
        <LimitAmount kind={kind} money={money} form={form} />
        <FormError form={form} />
        {result ? (
          <Text tone="success" size="sm" role="status" data-testid={`limit-${kind}-result`}>
            {result}
          </Text>
        ) : null}
        <SubmitButton form={form}>{t('protection.setLimit')}</SubmitButton>
        {canRemove ? (
          <Button variant="ghost" fullWidth disabled={set.isPending} onClick={remove}>
            {t('protection.removeLimit')}
          </Button>
        ) : null}
      </Stack>
    </Section>
  );
}

/** The amount box of a limit: the account's currency in front of money, minutes for play time. */
function LimitAmount({ kind, money, form }: { kind: LimitKindName; money: boolean; form: ReturnType<typeof useApiForm<LimitValues>> }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Input
      {...form.register('amount')}
      label={money ? t('protection.amountLabel') : t('protection.minutesLabel')}
      inputMode={money ? 'decimal' : 'numeric'}
      autoComplete="off"
      prefix={money ? currencySymbol({ currency: f.currency }) : undefined}
      suffix={money ? undefined : t('protection.minutesUnit')}
      error={form.errorOf('amount')}
      data-testid={`limit-${kind}-input`}
    />
  );
}

type RealityValues = { minutes: number | null };

function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const save = useMutation(protectionRealityCheckSetMutation({ callOptions: { noToast: true } }));
  const form = useApiForm<RealityValues>({ endpoint: routes.protectionRealityCheckSet, defaultValues: { minutes }, values: { minutes } });
  // 0 stands for "off" in the control (a radio's value); the request says null.
  const options = [{ value: 0, label: t('protection.off') }, ...REALITY_CHECK_CHOICES.map((m) => ({ value: m as number, label: t('protection.minutes', { minutes: m }) }))];
  return (
    <Section motif="reality" title={t('protection.realityTitle')} hint={t('protection.realityHint')}>
      <Stack
        as="form"
        space="md"
        noValidate
        data-testid="reality-form"
        onSubmit={form.submit(async (v) => {
          // Checked by the request's schema: one of the intervals offered, or off.
          const saved = await save.mutateAsync({ minutes: REALITY_CHECK_CHOICES.find((m) => m === v.minutes) ?? null });
          form.reset({ minutes: saved.realityCheckMinutes });
        })}
      >
        <Controller
          control={form.control}
          name="minutes"
          render={({ field }) => (
            <SegmentedControl label={t('protection.realityLabel')} wrap options={options} value={field.value ?? 0} onChange={(m) => field.onChange(m === 0 ? null : m)} />
          )}
        />
        {form.errorOf('minutes') ? (
          <Text tone="danger" size="sm" role="alert">
            {form.errorOf('minutes')}
          </Text>
        ) : null}
        <FormError form={form} />
        {form.done ? (
          <Text tone="success" size="sm" role="status">
            {t('account.saved')}
          </Text>
        ) : null}
        <SubmitButton form={form} variant="secondary">
          {t('common.save')}
        </SubmitButton>
      </Stack>
    </Section>
  );
}

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
  if (serverTime < from)
    return (
      <Text tone="muted" size="sm">
        {t('protection.canEndFrom', { time: f.time(from) })}
      </Text>
    );
  return (
    <Stack space="sm">
      <Button variant="secondary" fullWidth loading={lift.isPending} onClick={() => setConfirming(true)} data-testid="end-exclusion">
        {t('protection.endExclusion')}
      </Button>
      {lift.isError ? (
        <Text tone="danger" size="sm" role="alert">
          {errorText(lift.error)}
        </Text>
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
    </Stack>
  );
}

type CoolingValues = { kind: 'coolingOff'; hours: number };
type ExcludeValues = { kind: 'selfExclusion'; term: (typeof SELF_EXCLUSION_CHOICES)[number] };
type BreakChoice = CoolingValues | ExcludeValues;

/** Asks before a break starts (it cannot be shortened), then starts it; a refusal shows on its form. */
function useBreak() {
  const { t } = useTranslation();
  const exclude = useMutation(protectionExcludeMutation({ callOptions: { noToast: true } }));
  const [confirming, setConfirming] = useState<{ choice: BreakChoice; onError: (error: unknown) => void } | null>(null);
  const length = (choice: BreakChoice) =>
    choice.kind === 'coolingOff' ? tData(t, `protection.coolingOff.h${choice.hours}`) : tData(t, `protection.selfExclusion.t${choice.term}`);
  const dialog = confirming ? (
    <ConfirmDialog
      title={confirming.choice.kind === 'coolingOff' ? t('protection.confirmBreakTitle') : t('protection.confirmExcludeTitle')}
      message={
        confirming.choice.kind === 'coolingOff'
          ? t('protection.confirmBreak', { length: length(confirming.choice) })
          : t('protection.confirmExclude', { length: length(confirming.choice) })
      }
      confirmLabel={confirming.choice.kind === 'coolingOff' ? t('protection.takeBreak') : t('protection.excludeMe')}
      onCancel={() => setConfirming(null)}
      onConfirm={() => {
        const { choice, onError } = confirming;
        setConfirming(null);
        exclude.mutate(choice.kind === 'coolingOff' ? { kind: 'coolingOff', hours: choice.hours } : { kind: 'selfExclusion', term: choice.term }, { onError });
      }}
    />
  ) : null;
  return { ask: (choice: BreakChoice, onError: (error: unknown) => void) => setConfirming({ choice, onError }), busy: exclude.isPending, dialog };
}

function CoolingOffForm({ ask, busy }: { ask: ReturnType<typeof useBreak>['ask']; busy: boolean }) {
  const { t } = useTranslation();
  const form = useApiForm<CoolingValues>({ endpoint: routes.protectionExclude, defaultValues: { kind: 'coolingOff', hours: COOLING_OFF_CHOICES[0] } });
  return (
    <Stack as="form" space="md" noValidate data-testid="cooling-off-form" onSubmit={form.submit((v) => ask(v, form.showError))}>
      <Controller
        control={form.control}
        name="hours"
        render={({ field }) => (
          <SegmentedControl
            label={t('protection.coolingOffLabel')}
            wrap
            options={COOLING_OFF_CHOICES.map((h) => ({ value: h as number, label: tData(t, `protection.coolingOff.h${h}`) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormError form={form} />
      <Button type="submit" variant="secondary" fullWidth size="lg" loading={busy}>
        {t('protection.takeBreak')}
      </Button>
    </Stack>
  );
}

function SelfExclusionForm({ ask, busy }: { ask: ReturnType<typeof useBreak>['ask']; busy: boolean }) {
  const { t } = useTranslation();
  const form = useApiForm<ExcludeValues>({ endpoint: routes.protectionExclude, defaultValues: { kind: 'selfExclusion', term: '6m' } });
  return (
    <Stack as="form" space="md" noValidate data-testid="self-exclusion-form" onSubmit={form.submit((v) => ask(v, form.showError))}>
      <Controller
        control={form.control}
        name="term"
        render={({ field }) => (
          <SegmentedControl
            label={t('protection.selfExclusionLabel')}
            options={SELF_EXCLUSION_CHOICES.map((c) => ({ value: c, label: tData(t, `protection.selfExclusion.t${c}`) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Text tone="muted" size="sm">
        {t('protection.selfExclusionHint')}
      </Text>
      <FormError form={form} />
      <Button type="submit" variant="danger" fullWidth size="lg" loading={busy}>
        {t('protection.excludeMe')}
      </Button>
    </Stack>
  );
}

function BreakCard({ exclusion, serverTime }: { exclusion: ExclusionData | null; serverTime: number }) {
  const { t } = useTranslation();
  const brk = useBreak();
  return (
    <Section motif="pause" title={t('protection.breakTitle')} hint={t('protection.breakHint')} testId="break-card">
      {exclusion ? <EndExclusion exclusion={exclusion} serverTime={serverTime} /> : null}
      <Stack space="lg" dividers>
        <Stack space="sm">
          <Heading level={3}>{t('protection.coolingOffLabel')}</Heading>
          <CoolingOffForm ask={brk.ask} busy={brk.busy} />
        </Stack>
        <Stack space="sm">
          <Heading level={3}>{t('protection.selfExclusionLabel')}</Heading>
          <SelfExclusionForm ask={brk.ask} busy={brk.busy} />
        </Stack>
      </Stack>
      {brk.dialog}
    </Section>
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
  const when = (e: NonNullable<typeof history.data>['list'][number]) =>
    f.time(e.at) +
    (e.effectiveAt <= e.at
      ? ''
      : // A break's effectiveAt is its end; a limit's, when it is in force.
        ` · ${e.type === 'coolingOff' || e.type === 'selfExclusion' || e.type === 'selfExclusionLift' ? t('protection.history.until', { time: f.time(e.effectiveAt) }) : t('protection.history.effective', { time: f.time(e.effectiveAt) })}`);
  return (
    <Card title={t('protection.historyTitle')}>
      {history.isPending ? (
        <Skeleton shape="row" count={2} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <Text tone="muted">{t('protection.historyEmpty')}</Text>
      ) : (
        <Stack as="ul" space="none" dividers paddingLeft="none" marginTop="none" marginBottom="none" data-testid="protection-history">
          {history.data.list.map((e) => (
            <Stack as="li" key={e.id} space="xxs" paddingY="sm">
              <Text size="sm">{describe(e)}</Text>
              <Text tone="muted" size="xs" tabular>
                {when(e)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function HelpLines({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  return (
    <Section motif="help" title={t('protection.helpTitle')} hint={t('protection.helpHint')}>
      <Stack as="ul" space="none" dividers paddingLeft="none" marginTop="none" marginBottom="none">
        {state.rules.helpLines.map((line) => (
          <Box as="li" key={line.name} display="block">
            <ListRow label={line.name} value={line.contact} href={`tel:${line.contact.replace(/[^\d+]/g, '')}`} />
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

const KYC_TONE = { none: 'neutral', pending: 'pending', verified: 'success', rejected: 'danger' } as const;

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
            <Card tone="primary">
              <Inline space="md" wrap={false}>
                <Box background="surface" borderRadius="full" padding="xs" flexShrink={0}>
                  <SaferPlayArt motif="shield" size="md" />
                </Box>
                <Stack space="xs">
                  <Text size="lg" weight="bold" tone="onPrimary">
                    {t('protection.heroTitle')}
                  </Text>
                  <Text size="sm" tone="onPrimary">
                    {t('protection.intro')}
                  </Text>
                </Stack>
              </Inline>
            </Card>
            {state.data.exclusion ? <ExclusionNotice exclusion={state.data.exclusion} /> : null}
            {LIMIT_KINDS.map((kind) => (
              <LimitCard key={kind} kind={kind} limits={limitsOf(state.data.limits, kind)} />
            ))}
            <RealityCheckCard minutes={state.data.realityCheckMinutes} />
            <BreakCard exclusion={state.data.exclusion} serverTime={state.data.serverTime} />
            {state.data.kyc.required || state.data.kyc.status !== 'none' ? (
              <Card padding="none">
                <ListRow
                  label={t('kyc.title')}
                  icon={<SaferPlayArt motif="id" size="sm" />}
                  value={<Badge tone={KYC_TONE[state.data.kyc.status]}>{tData(t, `kyc.status.${state.data.kyc.status}`)}</Badge>}
                  href="/kyc"
                />
              </Card>
            ) : null}
            <History />
            {state.data.rules.helpLines.length > 0 ? <HelpLines state={state.data} /> : null}
          </>
        )}
      </div>
    </>
  );
}

