import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListGroup } from './ListGroup';
import { ListRow } from '../ListRow/ListRow';
import { Badge } from '../Badge/Badge';
import { allThemes } from '../../storybook/allThemes';

const meta = { title: 'Components/ListGroup' } satisfies Meta;

export default meta;
type Story = StoryObj;

const menu = (
  <ListGroup navLabel="Account">
    <ListRow label="Profile" value="Security" href="#/profile" />
    <ListRow label="Language" value="English (Philippines)" href="#/profile#language" />
    <ListRow label="Check for updates" value="Version 3.2.0" onClick={() => undefined} />
    <ListRow
      label="Deposit bonus"
      description="Expires 2026-12-01"
      value={<Badge tone="pending">Processing</Badge>}
    />
  </ListGroup>
);

/** A page's menu: rows in one card with a hairline between them. */
export const Menu: Story = {
  render: () => menu,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const AllThemes: Story = { ...allThemes, render: () => menu };
