// Picks a stake: quick chips and a − / + stepper, kept within the game's limits and the balance.
import { Card, IconButton, Money, Stack, Text, ToggleChip } from '@perya/ui';
import { useTranslation } from '@perya/i18n';
import { clampStake, stakeSteps } from './stake';
import * as css from './game.css';

export interface StakePickerProps {
  readonly stake: number;
  readonly onChange: (stake: number) => void;
  readonly minStake: number;
  readonly maxStake: number;
  readonly balance: number | null;
  readonly demo: boolean;
  readonly disabled?: boolean;
  readonly label?: string;
}

export function StakePicker({ stake, onChange, minStake, maxStake, balance, demo, disabled = false, label }: StakePickerProps) {
  const { t } = useTranslation();
  const steps = stakeSteps(minStake, maxStake);
  const set = (value: number) => onChange(clampStake(value, minStake, maxStake));
  const index = steps.findIndex((s) => s >= stake);
  return (
    <Card padding="md">
      <Stack space="sm" role="group" aria-label={label ?? t('games.betAmount')}>
        <Text as="span" size="sm" tone="muted" weight="semibold">
          {label ?? t('games.betAmount')}
        </Text>
        <div className={css.stepper}>
          <IconButton
            variant="filled"
            icon={<span className={css.stepGlyph}>−</span>}
            disabled={disabled || stake <= minStake}
            onClick={() => set(steps[Math.max(0, (index === -1 ? steps.length : index) - 1)] ?? minStake)}
            aria-label={t('games.og.less')}
          />
          <output className={css.stakeValue} data-testid="stake">
            <Money amount={stake} demo={demo} />
          </output>
          <IconButton
            variant="filled"
            icon={<span className={css.stepGlyph}>+</span>}
            disabled={disabled || stake >= maxStake}
            onClick={() => set(steps[index === -1 ? steps.length - 1 : steps[index] === stake ? index + 1 : index] ?? maxStake)}
            aria-label={t('games.og.more')}
          />
        </div>
        <div className={css.chips}>
          {steps.slice(0, 5).map((s) => (
            <ToggleChip
              key={s}
              shape="coin"
              pressed={s === stake}
              disabled={disabled || (balance !== null && s > balance)}
              onClick={() => set(s)}
            >
              <Money amount={s} demo={demo} decimals={0} />
            </ToggleChip>
          ))}
        </div>
      </Stack>
    </Card>
  );
}
