import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QR_SIZES, QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: 'https://perya.example/#/invite?code=PERYA88', label: 'QR code of your invite link', size: 'md' },
  argTypes: { size: { options: QR_SIZES, control: 'inline-radio' } },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InviteLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  },
};

export const PixCode: Story = {
  args: {
    value: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5916SANDBOX MERCHANT6008BRASILIA62070503***6304ABCD',
    label: 'Pix QR code',
    size: 'lg',
  },
};

export const TooLong: Story = { args: { value: 'x'.repeat(5000), label: 'Deposit code' } };
