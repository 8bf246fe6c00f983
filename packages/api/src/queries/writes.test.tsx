// @vitest-environment happy-dom
// Write factories apply the rules written next to them: invalidation, cache updates, session storage.
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ClientStorage } from '../client/createClient';
import { contract } from '../contract/index';
import { errorEnvelope, okEnvelope } from '../contract/envelope';
import { deviceGetInfoIdMutation, publicConfigValueQuery } from './config';
import { createApiQueryClient, runMutation } from './factory';
import { financeListQuery, rechargeMutation } from './finance';
import { INVALIDATES } from './index';
import { tradeInvalidates } from './trade';
import { lottoInvalidates } from './lotto';
import { protectionHistoryQuery, protectionInvalidates, protectionLimitSetMutation, protectionStateQuery } from './protection';
import { queryKeys } from './keys';
import { vestLoginMigrateMutation } from './migration';
import { missionMainPageQuery } from './missions';
import {
  facebookLoginMutation,
  googleLoginMutation,
  loginByAccountMutation,
  loginByOtpMutation,
  logOut,
  logoutAllMutation,
  registerByAccountMutation,
  tokenRenewalMutation,
  userInfoEditMutation,
  userInfoQuery,
} from './user';

const baseUser = {
  userId: '1',
  name: 'Juan',
  phone: '09171234567',
  checkPhone: true,
  email: '',
  birthday: '',
  deposit: 0,
  balance: 1_000,
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
  market: 'PH' as const,
  currency: 'PHP' as const,
};

interface Call {
  path: string;
  headers: Headers;
  body: unknown;
}

/** Answers each path from a table; records every call. */
function responder(routes: Record<string, (body: unknown) => unknown>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, headers: new Headers(init.headers), body });
    const route = routes[path];
    const envelope = route === undefined ? errorEnvelope('NOT_FOUND') : okEnvelope(route(body));
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  return { calls, fetch, count };
}

function memoryStorage(initial: Record<string, string>): ClientStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

let queryClient: QueryClient | undefined;
afterEach(() => queryClient?.clear());

function setup(routes: Record<string, (body: unknown) => unknown>) {
  const server = responder(routes);
  const storage = memoryStorage({ token: 'tok-1', uId: '1', userIdHeader: '1' });
  const client = createClient({ baseUrl: 'http://x2.test', storage, fetch: server.fetch });
  queryClient = createApiQueryClient(client);
  const qc = queryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
<QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return { server, storage, queryClient: qc, wrapper };
}

describe('write rules', () => {
  it('a deposit order invalidates balance and records, not unrelated data', async () => {
    let balance = 1_000;
    const { server, wrapper } = setup({
      '/x2/user/info': () => ({ ...baseUser, balance }),
      '/x2/finance/list': () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
      '/misson/main-page': () => ({ accumulativeMisson: [], dailyMisson: [] }),
      '/x2/recharge/v2': (body) => {
        balance += (body as { amount: number }).amount;
        return {
          orderNo: 'R1',
          amount: (body as { amount: number }).amount,
          status: 'pending',
          channelId: 'pix',
          payUrl: '',
          qrCode: '000201',
          createTime: 0,
          expiresAt: 1,
        };
      },
    });
    const { result } = renderHook(
      () => ({
        info: useQuery(userInfoQuery()),
        records: useQuery(financeListQuery({ pageNum: 1, pageSize: 20, type: 1 })),
        missions: useQuery(missionMainPageQuery()),
        recharge: useMutation(rechargeMutation()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.records.isSuccess && result.current.missions.isSuccess).toBe(true));
    await act(() => result.current.recharge.mutateAsync({ amount: 50_000, channelId: 'pix' }));
    await waitFor(() => expect(result.current.info.data?.balance).toBe(51_000));
    expect(server.count('/x2/finance/list')).toBe(2);
    expect(server.count('/misson/main-page')).toBe(1);
  });

  it('a profile edit puts the returned user into the user info query', async () => {
    const { wrapper, queryClient: qc } = setup({
      '/x2/user/info': () => baseUser,
      '/x2/user/info/edit': (body) => ({ ...baseUser, ...(body as object) }),
    });
    const { result } = renderHook(() => useMutation(userInfoEditMutation()), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Maria', avatar: 4 }));
    const cached = qc.getQueryData<typeof baseUser>(queryKeys.call(contract.userInfo, undefined));
    expect(cached).toMatchObject({ name: 'Maria', avatar: 4 });
  });

  it('login_migrate sends the migration token and stores the main-app session', async () => {
    const { wrapper, server, storage } = setup({
      '/x2/vest/login_migrate': () => ({ token: 'main-tok', userId: '77', migrateAmount: 300, migrateAwardAmount: 20 }),
    });
    const { result } = renderHook(() => useMutation(vestLoginMigrateMutation()), { wrapper });
    await act(() => result.current.mutateAsync({ userCode: 'c1', appCode: 'child', migrationToken: 'migr' }));
    expect(server.calls[0]?.headers.get('token')).toBe('migr');
    expect(server.calls[0]?.body).toEqual({ userCode: 'c1', appCode: 'child' });
    expect(storage.map.get('token')).toBe('main-tok');
    expect(storage.map.get('uId')).toBe('77');
  });

  it('token renewal stores the new token; the device id is stored and then sent', async () => {
    const { wrapper, server, storage } = setup({
      '/x2/user/token/renewal': () => ({ token: 'tok-2', expiresAt: 1 }),
      '/x2/device/getInfoId': () => ({ deviceInfoId: 'dev-5' }),
    });
    const { result } = renderHook(() => ({ renew: useMutation(tokenRenewalMutation()), device: useMutation(deviceGetInfoIdMutation()) }), { wrapper });
    await act(() => result.current.renew.mutateAsync());
    expect(storage.map.get('token')).toBe('tok-2');
    expect(server.calls[0]?.headers.get('token')).toBe('tok-1');
    await act(() => result.current.device.mutateAsync({ deviceInfo: { UUID: 'u-1' } }));
    expect(storage.map.get('deviceInfoId')).toBe('dev-5');
    await act(() => result.current.renew.mutateAsync());
    expect(server.calls[2]?.headers.get('deviceinfoid')).toBe('dev-5');
    expect(server.calls[2]?.headers.get('token')).toBe('tok-2');
  });

  it('public config values are parsed with their schema', async () => {
    const { wrapper } = setup({
      '/x2/app/zhou/v2/getVal': (body) =>
        (body as { key: string }).key === 'game_black_list'
          ? { key: 'game_black_list', value: { evo: ['9', '10'] } }
          : { key: 'front_game', value: { parts: 'broken' } },
    });
    const { result } = renderHook(
      () => ({ black: useQuery(publicConfigValueQuery('game_black_list')), front: useQuery(publicConfigValueQuery('front_game')) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.black.data).toEqual({ evo: ['9', '10'] }));
    await waitFor(() => expect(result.current.front.isError).toBe(true));
  });
});

describe('player protection writes', () => {
  const limit = (amount: number | null) => ({ kind: 'deposit', period: 'day', amount, pending: null, used: 0, resetsAt: 2_000 });
  it('a limit change fetches the state and the history again, not the records', async () => {
    let amount: number | null = null;
    const { server, wrapper } = setup({
      '/x2/protection/state': () => ({
        serverTime: 1_000,
        rules: { market: 'PH', minAge: 21, sabong: false, crypto: true, signUpBonus: true, kycBeforeDeposit: false, helpLines: [] },
        birthday: '1990-01-01',
        limits: [limit(amount)],
        realityCheckMinutes: null,
        sitting: { startedAt: null, playedMs: 0, net: 0, nextCheckAt: null },
        exclusion: null,
        kyc: { status: 'none', required: false, documentType: null, documentTail: '' },
      }),
      '/x2/protection/history': () => ({ list: [] }),
      '/x2/finance/list': () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
      '/x2/protection/limit': (body) => {
        amount = (body as { amount: number }).amount;
        return { limit: limit(amount), effect: 'now', effectiveAt: 1_000 };
      },
    });
    const { result } = renderHook(
      () => ({
        state: useQuery(protectionStateQuery()),
        history: useQuery(protectionHistoryQuery()),
        records: useQuery(financeListQuery({ pageNum: 1, pageSize: 20, type: 1 })),
        set: useMutation(protectionLimitSetMutation()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.isSuccess && result.current.history.isSuccess && result.current.records.isSuccess).toBe(true));
    expect(result.current.state.data?.limits[0]?.amount).toBeNull();
    await act(async () => {
      await result.current.set.mutateAsync({ kind: 'deposit', period: 'day', amount: 10_000 });
    });
    await waitFor(() => expect(result.current.state.data?.limits[0]?.amount).toBe(10_000));
    expect(server.count('/x2/protection/state')).toBe(2);
    expect(server.count('/x2/protection/history')).toBe(2);
    expect(server.count('/x2/finance/list')).toBe(1);
  });
});

describe('invalidation table', () => {
  it('names only contract endpoints, and never invalidates a write with itself', () => {
    for (const [write, targets] of Object.entries({ ...INVALIDATES, ...lottoInvalidates, ...protectionInvalidates })) {
      expect(contract).toHaveProperty(write);
      for (const target of targets) {
        expect(contract).toHaveProperty(target);
        expect(target).not.toBe(write);
      }
    }
  });
});

describe('trading invalidation table (@perya/api/queries/trade)', () => {
  it('names only contract endpoints, and never invalidates a write with itself', () => {
    for (const [write, targets] of Object.entries(tradeInvalidates)) {
      expect(contract).toHaveProperty(write);
      for (const target of targets) {
        expect(contract).toHaveProperty(target);
        expect(target).not.toBe(write);
      }
    }
  });
});

describe('one login rule, one logout rule (issue 24 item 4)', () => {
  const ways = [
    ['password', '/x2/user/loginByAccount', loginByAccountMutation(), { account: '09171234567', pwd: 'secret1' }],
    ['SMS code', '/x2/account/loginByOtp', loginByOtpMutation(), { account: '09171234567', verifyCode: '123456' }],
    ['register', '/x2/user/registerByAccount/v2', registerByAccountMutation(), { account: '09171234567', pwd: 'secret1', code: '123456' }],
    ['Google', '/x2/user/setGoogleLogin/v2', googleLoginMutation(false), { idToken: 'g' }],
    ['Google (invite brand)', '/x2/user/setGoogleLogin/v3', googleLoginMutation(true), { idToken: 'g' }],
    ['Facebook', '/x2/user/setFacebookLogin', facebookLoginMutation(), { accessToken: 'f' }],
    ['account transfer', '/x2/vest/login_migrate', vestLoginMigrateMutation(), { userCode: 'c1', appCode: 'child', migrationToken: 'm' }],
  ] as const;

  it.each(ways)('%s: stores the session and resets the user queries, not the public ones', async (_way, path, options, variables) => {
    const { storage, queryClient: qc } = setup({
      [path]: () => ({ token: 'tok-9', userId: '9', isNew: false, migrateAmount: 0, migrateAwardAmount: 0 }),
    });
    qc.setQueryData(userInfoQuery().queryKey, baseUser);
    qc.setQueryData(queryKeys.call(contract.publicConfig, { key: 'k' }), { key: 'k', value: 'v' });
    await runMutation(qc, options as never, variables as never);
    expect(storage.map.get('token')).toBe('tok-9');
    expect(storage.map.get('uId')).toBe('9');
    expect(qc.getQueryData(userInfoQuery().queryKey)).toBeUndefined();
    expect(qc.getQueryData(queryKeys.call(contract.publicConfig, { key: 'k' }))).toEqual({ key: 'k', value: 'v' });
  });

  it('logging out here and everywhere end the session the same way', async () => {
    const { storage, queryClient: qc, server } = setup({ '/x2/user/logout-all': () => null, '/x2/user/logout': () => null });
    qc.setQueryData(userInfoQuery().queryKey, baseUser);
    await runMutation(qc, logoutAllMutation(), undefined);
    expect(storage.map.has('token')).toBe(false);
    expect(qc.getQueryData(userInfoQuery().queryKey)).toBeUndefined();
    storage.map.set('token', 'tok-3');
    qc.setQueryData(userInfoQuery().queryKey, baseUser);
    logOut(qc);
    expect(storage.map.has('token')).toBe(false);
    expect(qc.getQueryData(userInfoQuery().queryKey)).toBeUndefined();
    await vi.waitFor(() => expect(server.calls.at(-1)?.headers.get('token')).toBe('tok-3'));
  });

  it("a caller's onSuccess runs after the write's rules and cannot replace them", async () => {
    const { queryClient: qc } = setup({
      '/x2/user/info/edit': (body) => ({ ...baseUser, ...(body as object) }),
    });
    let seen: unknown;
    const options = userInfoEditMutation({ onSuccess: () => (seen = qc.getQueryData(userInfoQuery().queryKey)) });
    await runMutation(qc, options, { name: 'Maria' });
    expect(seen).toMatchObject({ name: 'Maria' });
  });
});
