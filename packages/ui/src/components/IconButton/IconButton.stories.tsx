import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton';
import { allThemes } from '../../storybook/allThemes';
import { ChevronLeftIcon, CloseIcon, EyeIcon } from '../../icons/icons';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // Touch target at least 44 CSS px.
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {ICON_BUTTON_VARIANTS.flatMap((variant) =>
        ICON_BUTTON_SIZES.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            aria-label={`Back (${variant} ${size})`}
            icon={<ChevronLeftIcon />}
            variant={variant}
            size={size}
          />
        )),
      )}
    </div>
  ),
};

export const AllThemes: Story = {
  ...allThemes,
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {ICON_BUTTON_VARIANTS.map((variant) => (
        <IconButton key={variant} {...args} aria-label={`Show (${variant})`} icon={<EyeIcon />} variant={variant} />
      ))}
    </div>
  ),
};
