// The reality check (issue 15), mounted only for a player who chose an interval: polls the state
// every 60 s while the page is visible and once more when the next check falls due; when the
// server's clock has passed it, a popup shows the sitting's time and net result.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { isLocaleCode } from '@perya/domain';
import { useQuery } from '@tanstack/react-query';
import { protectionStateQuery } from '@perya/api/queries/protection';
import type { ProtectionState } from '@perya/api/contract';
import { useServices } from '../../services/services';

export const REALITY_POLL_MS = 60_000;

/**
 * The check that is due at the state's server time, if any: the one the server names as next once
 * its time has passed, or the one seen before (the server may already name the following one).
 */
export function dueCheck(state: ProtectionState, seenBefore: number | null): number | null {
  const { sitting, serverTime } = state;
  if (state.realityCheckMinutes === null || sitting.startedAt === null) return null;
  if (sitting.nextCheckAt !== null && serverTime >= sitting.nextCheckAt) return sitting.nextCheckAt;
  if (seenBefore !== null && serverTime >= seenBefore && seenBefore > sitting.startedAt) return seenBefore;
  return null;
}

export function RealityCheck() {
  const s = useServices();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const state = useQuery({ ...protectionStateQuery(), refetchInterval: REALITY_POLL_MS, refetchIntervalInBackground: false, staleTime: 0 });
  const seen = useRef<number | null>(null);
  const handled = useRef<number | null>(null);
  const data = state.data;
  const { refetch } = state;

  useEffect(() => {
    if (!data) return;
    const due = dueCheck(data, seen.current);
    const next = data.sitting.nextCheckAt;
    if (next !== null && next > data.serverTime) seen.current = next;
    if (due !== null && due !== handled.current) {
      handled.current = due;
      const handle = s.popups.open(
        'realityCheck',
        {
          playedMinutes: data.sitting.playedMs / 60_000,
          net: data.sitting.net,
          ...(isLocaleCode(i18n.language) ? { locale: i18n.language } : {}),
          onKeepPlaying: () => handle.close(),
          onStop: () => {
            handle.close();
            navigate('/');
          },
        },
        { dismissible: false },
      );
    }
    // Ask again just after the next check is due, rather than up to a poll later.
    if (next === null || next <= data.serverTime) return;
    const timer = setTimeout(() => void refetch(), next - data.serverTime + 1_000);
    return () => clearTimeout(timer);
  }, [data, refetch, s, navigate, i18n.language]);
  return null;
}
