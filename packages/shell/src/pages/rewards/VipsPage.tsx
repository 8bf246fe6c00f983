// /vips (spec §1 VIP levels, e.g. Platino, Platinum, Diamond): every level of the ladder from the
// server (vip/slef-level `levels`) with what it asks for and gives, the player's own highlighted.
import { useTranslation } from '@perya/i18n';
import { VipBadge } from '@perya/ui/art';
import { useQuery } from '@tanstack/react-query';
import { vipSelfLevelQuery } from '@perya/api/queries';
import { Badge, Box, Card, EmptyState, ErrorState, Inline, NavBar, Skeleton, Stack, Text } from '@perya/ui';
import { FeatureIcon } from '../../components/FeatureIcon';
import * as layout from '../../app/layout.css';
import * as css from './rewards.css';

export default function VipsPage() {
  const { t } = useTranslation();
  const vip = useQuery(vipSelfLevelQuery());
  return (
    <>
      <NavBar title={t('vip.levels')} />
      <div className={layout.page} data-page="vips">
        {vip.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : vip.isError ? (
          <ErrorState error={vip.error} onRetry={() => void vip.refetch()} />
        ) : vip.data.levels.length === 0 ? (
          <EmptyState title={t('vip.noLevels')} />
        ) : (
          <Stack as="ol" space="md" className={css.plainList} data-testid="vip-levels">
            {vip.data.levels.map((level) => {
              const mine = level.level === vip.data.level;
              return (
                <li key={level.level} aria-current={mine ? 'true' : undefined} data-level={level.level}>
                  <Card tone={mine ? 'primary' : 'surface'} padding="md">
                    <Inline space="sm" align="spaceBetween">
                      <Inline space="sm" wrap={false}>
                        <VipBadge level={level.level} size="md" />
                        <Text as="h2" size="lg" weight="bold" tone={mine ? 'onPrimary' : 'neutral'}>
                          {level.name}
                        </Text>
                      </Inline>
                      {mine ? <Badge tone="neutral">{t('vip.yourLevel')}</Badge> : null}
                    </Inline>
                    <Text size="sm" tone={mine ? 'onPrimary' : 'muted'}>
                      {t('vip.levelRequirement', { bet: level.ruleBetAmount, deposit: level.ruleDeposit })}
                    </Text>
                    {level.privileges.length === 0 ? (
                      <Text size="sm" tone={mine ? 'onPrimary' : 'muted'}>
                        {t('vip.noPrivileges')}
                      </Text>
                    ) : (
                      <Stack as="ul" space="xs" className={css.plainList}>
                        {level.privileges.map((p) => (
                          <Inline as="li" key={p} space="xs" wrap={false}>
                            <Box display="flex" color={mine ? 'onPrimary' : 'success'}>
                              <FeatureIcon name="star" />
                            </Box>
                            <Text size="sm" tone={mine ? 'onPrimary' : 'neutral'}>
                              {p}
                            </Text>
                          </Inline>
                        ))}
                      </Stack>
                    )}
                  </Card>
                </li>
              );
            })}
          </Stack>
        )}
      </div>
    </>
  );
}
