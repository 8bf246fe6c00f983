// The headline figure of a rewards, promotions or lotto page (points, bonus wallet, countdown):
// the feature's icon, a label and the figure, big, on the brand's gradient panel, with an optional
// note and link under it.
import type { ReactNode } from 'react';
import { Box, Card, Inline, Stack, Text } from '@perya/ui';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';

export function HeroFigure({ icon, label, figure, figureTestId, children }: { icon: FeatureIconName; label: string; figure: ReactNode; figureTestId?: string; children?: ReactNode }) {
  return (
    <Card tone="primary">
      <Inline space="md" wrap={false}>
        <Box display="flex" flexShrink={0} color="onPrimary">
          <FeatureIcon name={icon} />
        </Box>
        <Stack space="xxs">
          <Text size="sm" tone="onPrimary">
            {label}
          </Text>
          <Text size="display" weight="bold" tone="onPrimary" tabular data-testid={figureTestId}>
            {figure}
          </Text>
        </Stack>
      </Inline>
      {children}
    </Card>
  );
}

/** A card's leading icon on a sunken tile (bonus grants, guaranteed activities). */
export function IconTile({ icon }: { icon: FeatureIconName }) {
  return (
    <Box display="flex" flexShrink={0} padding="xs" borderRadius="md" background="surfaceSunken" color="link">
      <FeatureIcon name={icon} />
    </Box>
  );
}
