// The install prompt of spec §1: the browser's beforeinstallprompt event is captured and kept so a
// later install button can show it.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = (available: boolean) => void;

export interface InstallPrompt {
  available(): boolean;
  /** Shows the captured prompt; resolves with the outcome, or 'unavailable'. */
  prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
  subscribe(listener: Listener): () => void;
}

export function captureInstallPrompt(target: Pick<Window, 'addEventListener'>): InstallPrompt {
  let deferred: InstallPromptEvent | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l(deferred !== null));
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers install at a moment it chooses.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
  return {
    available: () => deferred !== null,
    async prompt() {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      emit();
      await event.prompt();
      const choice = await event.userChoice;
      return choice.outcome;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
