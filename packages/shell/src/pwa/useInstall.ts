// Whether the captured install prompt (spec §1) can be shown now.
import { useSyncExternalStore } from 'react';
import { useServices } from '../services/services';

export function useInstallAvailable(): boolean {
  const { install } = useServices();
  return useSyncExternalStore(
    (cb) => install.subscribe(cb),
    () => install.available(),
    () => false,
  );
}
