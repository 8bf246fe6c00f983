import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SKELETON_SHAPES, Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', count: 3 },
  argTypes: { shape: { options: SKELETON_SHAPES, control: 'inline-radio' } },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
export const Banner: Story = { args: { shape: 'rect' } };
export const AvatarCircle: Story = { args: { shape: 'circle' } };
export const GamePlate: Story = { args: { shape: 'grid', count: 6, label: 'Loading games' } };
export const AmountChips: Story = { args: { shape: 'chips', count: 6, label: 'Loading amounts' } };
export const ListRows: Story = { args: { shape: 'row', count: 4, label: 'Loading methods' } };
