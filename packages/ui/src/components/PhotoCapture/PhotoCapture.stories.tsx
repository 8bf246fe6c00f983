import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PhotoCapture } from './PhotoCapture';
import { allThemes } from '../../storybook/allThemes';

/** A stand-in photo: a face and a card drawn as an SVG data URL. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#8aa"/><circle cx="60" cy="50" r="22" fill="#e8c4a0"/><rect x="30" y="76" width="60" height="44" rx="10" fill="#345"/><rect x="92" y="58" width="52" height="34" rx="4" fill="#fff"/><rect x="98" y="64" width="14" height="16" fill="#9bd"/><rect x="116" y="66" width="22" height="3" fill="#999"/><rect x="116" y="73" width="18" height="3" fill="#999"/></svg>',
)}`;

const meta = {
  title: 'Components/PhotoCapture',
  component: PhotoCapture,
  args: {
    label: 'Selfie with your document',
    actionLabel: 'Take a photo',
    retakeLabel: 'Take it again',
    previewAlt: 'Your selfie',
    hint: 'Hold the document next to your face; both must be clear.',
    preview: null,
    capture: 'user',
    onFile: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Selfie with your document/);
    await expect(input.getAttribute('type')).toBe('file');
    await expect(input.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithPhoto: Story = {
  args: { preview: PHOTO },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Your selfie' })).toBeTruthy();
    await expect(within(canvasElement).getByText('Take it again')).toBeTruthy();
  },
};

export const WithError: Story = {
  args: { error: 'Please send a clear photo (JPEG or PNG).' },
};

export const AllThemes: Story = {
  ...allThemes,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      <PhotoCapture {...args} />
      <PhotoCapture {...args} preview={PHOTO} />
    </div>
  ),
};
