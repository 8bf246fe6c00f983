import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { ToastEntry } from '../popupStore';
import { Toast, ToastViewport } from './Toast';

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  args: { message: 'Saved.', tone: 'info' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { message: 'Copied', tone: 'success' } };
export const Error: Story = { args: { message: 'Network anomaly, please try again later.', tone: 'error' } };

/** Three toasts raised at once show one after the other (spec §4; 300 ms here instead of 3 s). */
export const Queue: Story = {
  render: function Render() {
    const [toasts, setToasts] = useState<ToastEntry[]>([
      { key: 1, message: 'First', tone: 'info' },
      { key: 2, message: 'Second', tone: 'success' },
      { key: 3, message: 'Third', tone: 'error' },
    ]);
    return (
      <div style={{ position: 'relative', minHeight: '12rem', transform: 'translateZ(0)' }}>
        <ToastViewport toasts={toasts} durationMs={300} onDismiss={(key) => setToasts((list) => list.filter((t) => t.key !== key))} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent('First');
    await waitFor(() => expect(region).toHaveTextContent('Second'), { timeout: 1000 });
    await waitFor(() => expect(region).toHaveTextContent('Third'), { timeout: 1000 });
    await waitFor(() => expect(region).toHaveTextContent(''), { timeout: 1000 });
  },
};
