import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';
import { Column, Columns } from './Columns';
import { Inline } from './Inline';
import { Stack } from './Stack';
import { Heading, Text } from './Text';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { allThemes } from '../storybook/allThemes';

const meta = { title: 'Layout/Primitives', component: Stack } satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wallet page composed only of primitives and ui components: no page CSS. */
function WalletSketch() {
  return (
    <Stack space="lg" padding="md" background="page">
      <Card tone="primary">
        <Text size="sm" tone="onPrimary">
          Balance
        </Text>
        <Text size="display" weight="bold" tone="onPrimary" tabular>
          ₱1,250.00
        </Text>
        <Inline space="sm">
          <Button size="sm">Cash in</Button>
          <Button size="sm" variant="secondary">
            Cash out
          </Button>
        </Inline>
      </Card>
      <Card title="Recent">
        <Stack space="md" dividers>
          {['GCash cash-in', 'Colour game win', 'Cash-out to GCash'].map((label, i) => (
            <Columns key={label} alignY="center">
              <Column>
                <Text weight="semibold" truncate>
                  {label}
                </Text>
                <Text size="xs" tone="muted">
                  28 Nov, 12:0{i}
                </Text>
              </Column>
              <Column width="content">
                <Text tone={i === 2 ? 'neutral' : 'success'} weight="bold" tabular>
                  {i === 2 ? '−₱500.00' : '+₱200.00'}
                </Text>
              </Column>
            </Columns>
          ))}
        </Stack>
      </Card>
      <Box padding="md" background="surfaceSunken" borderRadius="lg">
        <Inline align="spaceBetween">
          <Heading level={3}>VIP 3</Heading>
          <Badge tone="success">Active</Badge>
        </Inline>
      </Box>
    </Stack>
  );
}

export const Composition: Story = { render: () => <WalletSketch /> };

export const AllThemes: Story = { ...allThemes, render: () => <WalletSketch /> };
