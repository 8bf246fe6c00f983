// The player's protection state (issue 15) as the always-mounted parts of the app read it: fetched
// once per start-up for a logged-in player, quietly (a failure shows nothing: the server enforces
// every rule anyway). The protection pages use the same cache through @perya/api/queries/protection.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { protectionStateQuery } from '@perya/api/queries/protection';
import { userIdAtom } from './session';

/** The state query, idle for a guest; its data is undefined until it has answered. */
export function useProtectionSnapshot() {
  const uid = useAtomValue(userIdAtom);
  return useQuery({
    ...protectionStateQuery(),
    enabled: uid !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
