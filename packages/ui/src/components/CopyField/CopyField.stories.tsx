import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@perya/domain';
import { CopyField } from './CopyField';

const meta = {
  title: 'Components/CopyField',
  component: CopyField,
  args: { value: 'https://perya.example/#/invite?code=PERYA88', label: 'Invite link', onCopied: fn(), onCopyFailed: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CopySucceeds: Story = {
  args: { writeText: fn(() => Promise.resolve()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy: Invite link' }));
    await expect(args.writeText).toHaveBeenCalledWith(args.value);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** The clipboard refuses (e.g. a WebView without permission): the spec §8 message shows. */
export const CopyFails: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The execCommand fallback must fail too for the message to show.
    const exec = document.execCommand.bind(document);
    document.execCommand = () => false;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy: Invite link' }));
      await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.copyFailed);
      await expect(args.onCopyFailed).toHaveBeenCalled();
    } finally {
      document.execCommand = exec;
    }
  },
};
