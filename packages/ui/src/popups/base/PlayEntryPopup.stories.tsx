import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { PlayEntryPopup } from './PlayEntryPopup';

const meta = {
  title: 'Popups/Base/PlayEntryPopup',
  component: PlayEntryPopup,
  args: { gameName: 'Jump', demoEntries: 2, onPlayDemo: fn(), onPlayReal: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof PlayEntryPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoDemoLeft: Story = {
  args: { demoEntries: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play demo' })).toBeDisabled();
  },
};

export const ChooseDemo: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play demo' }));
    await expect(args.onPlayDemo).toHaveBeenCalled();
  },
};
