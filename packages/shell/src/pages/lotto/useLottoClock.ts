// The server's clock for the lotto countdowns (the phone's may be off): from the lotto state's
// serverTime, corrected by when it arrived; the phone's own clock until then.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lottoStateQuery } from '@perya/api/queries/lotto';
import { serverClock } from './lottoLogic';

export function useLottoClock(): () => number {
  const state = useQuery({ ...lottoStateQuery(), refetchInterval: 30_000 });
  return useMemo(() => (state.data ? serverClock(state.data.serverTime, state.dataUpdatedAt) : Date.now), [state.data, state.dataUpdatedAt]);
}
