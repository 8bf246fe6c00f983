// The quiet notice of a break the player chose (issue 15): until when, and that withdrawals and
// records still work. The home and account pages load it only while a break is in force.
import type { ReactNode } from 'react';
import { useTranslation } from '@perya/i18n';
import { formatGmt8, isLocaleCode } from '@perya/domain';
import type { ExclusionData } from '@perya/api/contract';
import { Box, ButtonLink, Inline, Stack, Text } from '@perya/ui';
import { SaferPlayArt } from '@perya/ui/art';

export function ExclusionNotice({ exclusion, action }: { exclusion: ExclusionData; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const time = formatGmt8(exclusion.endsAt, isLocaleCode(i18n.language) ? i18n.language : 'en-PH', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box padding="md" borderRadius="lg" background="surfaceSunken" border="strong">
      <Inline space="sm" wrap={false} alignY="top">
        <SaferPlayArt motif="pause" size="sm" />
        <Stack space="xs">
          <Text size="sm" role="status" data-testid="exclusion-banner">
            {exclusion.kind === 'coolingOff' ? t('protection.onBreakUntil', { time }) : t('protection.excludedUntil', { time })}
          </Text>
          {action}
        </Stack>
      </Inline>
    </Box>
  );
}

export default function ExclusionBanner({ exclusion }: { exclusion: ExclusionData }) {
  const { t } = useTranslation();
  return (
    <ExclusionNotice
      exclusion={exclusion}
      action={
        <ButtonLink href="/responsibleGaming" variant="ghost">
          {t('protection.title')}
        </ButtonLink>
      }
    />
  );
}
