// The designers' Storybook shows every page (issue 24 item 6): each route of the table has a page
// story (stories/Pages.stories.tsx), and the fake x2 server the stories run on (fake/x2Data.ts)
// answers with data the contract accepts, so a story shows what the app would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointName } from '@perya/api/contract';
import { FAKE_ANSWERS, FAKE_NOW, x2Routes } from '../../fake/x2Data';
import { createFakeX2 } from '../../fake/x2Server';
import { ROUTES } from './routes';

const stories = readFileSync(path.join(import.meta.dirname, '..', '..', 'stories', 'Pages.stories.tsx'), 'utf8');
const storyPaths = [...stories.matchAll(/\b(?:page|alias)\('([^']+)'/g)].map((match) => match[1]);

describe('page stories', () => {
  it('has a story for every routed page, and none for a path without a route', () => {
    expect(ROUTES.map((route) => route.path).filter((p) => !storyPaths.includes(p))).toEqual([]);
    expect(storyPaths.filter((p) => !ROUTES.some((route) => route.path === p))).toEqual([]);
  });
});

describe('fake x2 data', () => {
  const requests: Partial<Record<EndpointName, unknown>> = {
    publicConfigV2: { key: 'front_game' },
    gameAllList: {},
    gameShowList: { contentAttr: 'HOT' },
    rechargeStatus: { orderNo: 'R1' },
    withdrawStatus: { orderNo: 'W1' },
    tradePrices: { symbol: 'BTCUSDT' },
    tradeOrders: { status: 'history', account: 'real' },
  };
  for (const [name, answer] of Object.entries(FAKE_ANSWERS)) {
    it(`answers ${name} as the contract says`, () => {
      const endpoint = contract[name as EndpointName];
      const data = (answer as (body: unknown, url: URL) => unknown)(requests[name as EndpointName] ?? {}, new URL(`https://x2.test${endpoint.path}`));
      const parsed = endpoint.response.safeParse(data);
      expect(parsed.success, parsed.error?.message).toBe(true);
    });
  }

  it('serves the answers at the contract paths, path parameters included', async () => {
    const fake = createFakeX2(x2Routes());
    const order = (await (await fake.fetch('https://x2.test/x2/recharge/order/R202611230001', { method: 'GET' })).json()) as { code: string; data: { orderNo: string } };
    expect(order.code).toBe('00000');
    expect(order.data.orderNo).toBe('R202611230001');
    expect((await fake.fetch('https://x2.test/x2/no/such/path')).status).toBe(404);
    expect(fake.calls.map((call) => call.path)).toEqual(['/x2/recharge/order/R202611230001', '/x2/no/such/path']);
  });

  it('is written for one fixed moment, which the visual check fixes the clock to', () => {
    expect(new Date(FAKE_NOW).toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });
});
