// @vitest-environment happy-dom
// The query factories: a query reads through the client the QueryClient carries; writes apply
// their invalidation and session rules.
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type ClientStorage } from '../client/createClient';
import { ApiError } from '../client/ApiError';
import { errorEnvelope, okEnvelope } from '../contract/envelope';
import { createApiQueryClient, shouldRetry } from './factory';
import { checkinSigninMutation } from './missions';
import { loginByAccountMutation, logOut, userInfoQuery } from './user';
import { queryKeys } from './keys';
import { contract } from '../contract/index';

/** A tiny in-memory x2 server behind an injected fetch: one user whose balance a sign-in raises. */
function fakeServer() {
  const state = { balance: 1_000, signedIn: false, calls: [] as string[], revoked: [] as string[] };
  const user = (id: string) => ({
    userId: id,
    name: 'Juan',
    phone: '09171234567',
    checkPhone: true,
    email: '',
    birthday: '',
    deposit: 0,
    balance: state.balance,
    bonus: 0,
    points: 0,
    verified: false,
    protectMigration: false,
    giveBonus: false,
    isNopayUser: true,
    bindInfoStatus: 0,
    storeStatus: 1,
    avatar: 0,
    vipLevel: 0,
    vipName: '',
    inviteCode: 'ABCD',
    createTime: 0,
    market: 'PH',
    currency: 'PHP',
  });
  const fetch = async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const token = new Headers(init.headers).get('token');
    state.calls.push(path);
    let body: unknown;
    if (path === '/x2/user/loginByAccount') body = okEnvelope({ token: 'tok-42', userId: '42', isNew: false });
    else if (token === null) body = errorEnvelope('UNAUTHORIZED');
    else if (path === '/x2/user/logout') {
      state.revoked.push(token);
      body = okEnvelope(null);
    } else if (path === '/x2/user/info') body = okEnvelope(user(token === 'tok-42' ? '42' : '1'));
    else if (path === '/misson-checkin/signin') {
      if (state.signedIn) body = errorEnvelope('ALREADY_SIGNED_IN');
      else {
        state.signedIn = true;
        state.balance += 500;
        body = okEnvelope({ day: 1, awardType: 'balance', award: 500 });
      }
    } else body = errorEnvelope('NOT_FOUND');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { state, fetch };
}

function memoryStorage(initial: Record<string, string>): ClientStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

let queryClient: QueryClient | undefined;
afterEach(() => queryClient?.clear());

function setup(stored: Record<string, string> = { token: 'tok-1', uId: '1', userIdHeader: '1' }) {
  const server = fakeServer();
  const storage = memoryStorage(stored);
  const toasts: string[] = [];
  const client = createClient({ baseUrl: 'http://x2.test', storage, fetch: (url: string, init: RequestInit) => server.fetch(url, init), toast: (m) => toasts.push(m) });
  queryClient = createApiQueryClient(client);
  const qc = queryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
<QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return { server, storage, toasts, client, queryClient: qc, wrapper };
}

describe('queries', () => {
  it('userInfoQuery reads the user through the client the QueryClient carries', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useQuery(userInfoQuery()), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.balance).toBe(1_000);
    expect(result.current.data?.userId).toBe('1');
  });

  it('a sign-in claim invalidates user info, which refetches the new balance', async () => {
    const { wrapper, server } = setup();
    const { result } = renderHook(() => ({ info: useQuery(userInfoQuery()), signin: useMutation(checkinSigninMutation()) }), { wrapper });
    await waitFor(() => expect(result.current.info.data?.balance).toBe(1_000));
    await act(() => result.current.signin.mutateAsync());
    await waitFor(() => expect(result.current.info.data?.balance).toBe(1_500));
    expect(server.state.calls.filter((p) => p === '/x2/user/info')).toHaveLength(2);
  });

  it('a failed claim rejects with the server message and leaves the cache alone', async () => {
    const { wrapper, server, toasts } = setup();
    server.state.signedIn = true;
    const { result } = renderHook(() => ({ info: useQuery(userInfoQuery()), signin: useMutation(checkinSigninMutation()) }), { wrapper });
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    await act(async () => {
      await expect(result.current.signin.mutateAsync()).rejects.toMatchObject({ code: '30002' });
    });
    expect(toasts).toEqual(['You have already signed in today.']);
    expect(server.state.calls.filter((p) => p === '/x2/user/info')).toHaveLength(1);
  });

  it('a failed read is shown in place by its page, not toasted (issue 23: one message); a write still toasts', async () => {
    const { wrapper, server, toasts } = setup();
    server.state.signedIn = true;
    const { result } = renderHook(() => ({ info: useQuery(userInfoQuery()), signin: useMutation(checkinSigninMutation()) }), { wrapper });
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    const down = server.fetch;
    server.fetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    // The read fails (tried again as transport failures are), and no toast says so.
    await act(async () => {
      await result.current.info.refetch();
    });
    await waitFor(() => expect(result.current.info.isRefetchError).toBe(true), { timeout: 10_000 });
    expect(toasts).toEqual([]);
    server.fetch = down;
    await act(async () => {
      await expect(result.current.signin.mutateAsync()).rejects.toMatchObject({ code: '30002' });
    });
    expect(toasts).toEqual(['You have already signed in today.']);
  }, 15_000);

  it('login stores the session and reloads user queries for the new user; logout drops them', async () => {
    const { wrapper, storage, server, queryClient: qc } = setup({});
    const { result } = renderHook(() => ({ info: useQuery(userInfoQuery()), login: useMutation(loginByAccountMutation()), queryClient: useQueryClient() }), {
      wrapper,
    });
    // Logged out: user info is refused (no redirect for it: turnLogin false).
    await waitFor(() => expect(result.current.info.isError).toBe(true));
    await act(() => result.current.login.mutateAsync({ account: '09171234567', pwd: 'secret1' }));
    expect(storage.map.get('token')).toBe('tok-42');
    expect(storage.map.get('uId')).toBe('42');
    await waitFor(() => expect(result.current.info.data?.userId).toBe('42'));

    act(() => logOut(result.current.queryClient));
    expect(storage.map.has('token')).toBe(false);
    // The server revokes the token it had.
    await waitFor(() => expect(server.state.calls).toContain('/x2/user/logout'));
    expect(server.state.revoked).toEqual(['tok-42']);
    expect(qc.getQueryData(queryKeys.call(contract.userInfo, undefined))).toBeUndefined();
  });
});

describe('retry policy', () => {
  it('retries transport failures only', () => {
    const url = 'http://x2.test/x';
    expect(shouldRetry(0, new ApiError({ code: 600, url, kind: 'transport' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ code: 600, url, kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ code: 600, url, kind: 'transport' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: 404, url, kind: 'transport' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: '20001', url, kind: 'envelope' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: 401, url, kind: 'transport', httpStatus: 401 }))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});
