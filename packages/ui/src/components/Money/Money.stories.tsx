import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LOCALES } from '@perya/domain';
import { Money, MONEY_SIZES, MONEY_TONES } from './Money';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: 1_234_550 },
  argTypes: {
    size: { control: 'inline-radio', options: MONEY_SIZES },
    tone: { control: 'inline-radio', options: MONEY_TONES },
    locale: { control: 'select', options: LOCALES },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₱12,345.50')).toBeVisible();
  },
};

export const Demo: Story = {
  args: { demo: true, amount: 10_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('D$100.00')).toBeVisible();
  },
};

export const WinAndLoss: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.25rem', justifyItems: 'end' }}>
      <Money amount={250_000} signed tone="auto" size="lg" />
      <Money amount={-12_000} signed tone="auto" size="lg" />
      <Money amount={0} signed tone="auto" size="lg" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      {MONEY_SIZES.map((size) => (
        <Money key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const EveryLocale: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '0.25rem', listStyle: 'none', padding: 0, margin: 0 }}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          {locale}: <Money {...args} locale={locale} />
        </li>
      ))}
    </ul>
  ),
};

export const AllThemes: Story = {
  ...allThemes,
  render: () => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <Money amount={1_234_550} size="display" />
      <Money amount={250_000} signed tone="auto" />
      <Money amount={-12_000} signed tone="auto" />
      <Money amount={10_000} demo />
    </div>
  ),
};
