import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandLogo } from './BrandLogo';
import { allThemes } from '../../storybook/allThemes';

const meta = { title: 'Components/BrandLogo' } satisfies Meta;

export default meta;
type Story = StoryObj;

/** A stand-in app icon (each brand ships its own in its public folder). */
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#6d28d9"/><circle cx="32" cy="32" r="18" fill="#fbbf24"/><text x="32" y="39" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#4c1d95">P</text></svg>',
  );

const sizes = (
  <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
    <BrandLogo src={ICON} size="sm" />
    <BrandLogo src={ICON} size="md" />
    <BrandLogo src={ICON} size="lg" alt="Perya" />
  </div>
);

/** Home bar (sm), sign-in form (md), download page (lg). */
export const Sizes: Story = {
  render: () => sizes,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Perya' })).toBeVisible();
  },
};

export const AllThemes: Story = { ...allThemes, render: () => sizes };
