import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoCapture } from './PhotoCapture';

const props = { label: 'Selfie', actionLabel: 'Take a photo', retakeLabel: 'Take it again', previewAlt: 'Your selfie' };

describe('PhotoCapture', () => {
  it('hands the chosen file to the page, named by its label and call to action', async () => {
    const onFile = vi.fn();
    render(<PhotoCapture {...props} preview={null} onFile={onFile} capture="user" />);
    const input = screen.getByLabelText('Selfie Take a photo');
    expect(input.getAttribute('capture')).toBe('user');
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('shows the photo in the same frame with a retake prompt, and an error tied to the input', () => {
    render(<PhotoCapture {...props} preview="data:image/png;base64,AAAA" error="Not a photo" onFile={() => {}} />);
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeTruthy();
    const input = screen.getByLabelText('Selfie Take it again');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Not a photo');
  });
});
