import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { bannerImage } from './storyBanners';

const items = [
  { id: 'bonus', src: bannerImage('Deposit bonus 100%', 0), alt: 'Deposit bonus 100%' },
  { id: 'sabong', src: bannerImage('Sabong live tonight', 1), alt: 'Sabong live tonight' },
  { id: 'invite', src: bannerImage('Invite friends, earn more', 2), alt: 'Invite friends, earn more' },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { items, label: 'Promotions', onSelect: fn(), onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {};

export const KeyboardAndDots: Story = {
  args: { autoplayMs: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promotions' });
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 3' }));
    await expect(canvas.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

export const Single: Story = { args: { items: items.slice(0, 1) } };
