import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { InviteRankingPopup } from './InviteRankingPopup';

const meta = {
  title: 'Popups/Black-gold/InviteRankingPopup',
  component: InviteRankingPopup,
  parameters: { docs: { description: { component: "Opens from the Ranking button of /v3invite on black-gold brands: this week's top inviters (spec §2)." } } },
  args: { rows: [{ rank: 1, name: 'Juan Dela Cruz', amount: 1_250_000 }, { rank: 2, name: 'Maria Santos', amount: 980_000 }, { rank: 3, name: 'Jo', amount: 45_000 }], onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof InviteRankingPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { rows: [] } };

export const PrivateNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jua***')).toBeVisible();
    await expect(canvas.queryByText('Juan Dela Cruz')).toBeNull();
  },
};
