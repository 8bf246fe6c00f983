import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListRow } from './ListRow';
import { allThemes } from '../../storybook/allThemes';
import { Card } from '../Card/Card';
import { Badge } from '../Badge/Badge';
import { Money } from '../Money/Money';
import { EyeIcon } from '../../icons/icons';

const meta = {
  title: 'Components/ListRow',
  decorators: [
    (Story) => (
      <Card padding="none">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj;

const onChangePassword = fn();

export const Button: Story = {
  render: () => <ListRow label="Change password" onClick={onChangePassword} />,
  play: async ({ canvasElement }) => {
    onChangePassword.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await expect(onChangePassword).toHaveBeenCalledOnce();
  },
};

export const Menu: Story = {
  render: () => (
    <>
      <ListRow label="Language" value="English (Philippines)" href="#/profile/language" />
      <ListRow label="Privacy policy" href="#/privacy" icon={<EyeIcon />} />
      <ListRow
        label="Deposit bonus"
        description="Expires 2026-12-01"
        value={<Badge tone="pending">Processing</Badge>}
      />
      <ListRow
        label="Cash in"
        description="GCash"
        value={<Money amount={50_000} signed tone="auto" />}
      />
    </>
  ),
};

export const AllThemes: Story = {
  ...allThemes,
  render: () => (
    <>
      <ListRow label="Language" value="English" href="#/profile/language" />
      <ListRow
        label="Deposit bonus"
        description="Expires 2026-12-01"
        value={<Badge tone="success">Completed</Badge>}
      />
    </>
  ),
};
