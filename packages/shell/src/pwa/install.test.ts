// The install prompt (issue 5 §5, spec §1): the browser's beforeinstallprompt is captured (its
// mini-infobar suppressed) and shown later by the app's install button, once.
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, type InstallPromptEvent } from './install';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return event;
}

describe('captureInstallPrompt', () => {
  it('keeps the event for a later install button and shows it once', async () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target as unknown as Window);
    const seen: boolean[] = [];
    install.subscribe((available) => seen.push(available));
    expect(install.available()).toBe(false);
    expect(await install.prompt()).toBe('unavailable');

    const event = promptEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(install.available()).toBe(true);

    expect(await install.prompt()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(install.available()).toBe(false);
    expect(await install.prompt()).toBe('unavailable');
    expect(seen).toEqual([true, false]);
  });

  it('forgets the prompt once the app is installed', () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target as unknown as Window);
    target.dispatchEvent(promptEvent('dismissed'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(install.available()).toBe(false);
  });
});
