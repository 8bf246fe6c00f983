import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { popupFrame } from '../../popups/storyFrame';
import { DIALOG_PLACEMENTS, Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Confirm',
    children: 'Do you want to continue?',
    onClose: fn(),
    placement: 'center',
  },
  argTypes: { placement: { options: DIALOG_PLACEMENTS, control: 'inline-radio' } },
  decorators: [popupFrame],
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Centre: Story = {
  args: {
    actions: (
      <>
        <Button fullWidth>Continue</Button>
        <Button fullWidth variant="ghost">
          Cancel
        </Button>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus starts on the first action, and Tab stays inside.
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BottomSheet: Story = { args: { placement: 'sheet', title: 'Choose a bank' } };

export const NotDismissible: Story = {
  args: { title: 'Please wait' },
  render: ({ onClose: _onClose, ...args }) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
