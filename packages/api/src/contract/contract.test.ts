// The contract against spec §7: every endpoint described, paths exact and unique, options right.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { LOTTO_BET_TYPES, LOTTO_GAMES, MESSAGES, SUCCESS_CODE } from '@perya/domain';
import {
  buildPath,
  contract,
  defineEndpoint,
  endpoints,
  envelopeOf,
  envelopeSchema,
  ERROR_CODES,
  ERROR_INFO,
  errorCodeName,
  errorEnvelope,
  okEnvelope,
  routePattern,
  splitPayload,
  validationMessageKey,
  type AnyEndpoint,
  type RequestOf,
  type ResponseOf,
} from './index';

/** Every call of spec §7 with its method ("Default method POST"; GET where the spec says GET). */
const SPEC_PATHS: readonly (readonly ['GET' | 'POST', string])[] = [
  ['POST', '/x2/migration-bonus/check'],
  ['POST', '/x2/user-behavior/event-report'],
  ['POST', '/x2/user/registerByAccount/v2'],
  ['POST', '/x2/account/loginByOtp'],
  ['POST', '/x2/user/loginByAccount'],
  ['POST', '/x2/user/setGoogleLogin/v3'],
  ['POST', '/x2/user/setGoogleLogin/v2'],
  ['POST', '/x2/temporaryPushBranch'],
  ['POST', '/x2/device/getInfoId'],
  ['GET', '/x2/app/boot/v2/{appId}'],
  ['POST', '/x2/log/collect'],
  ['POST', '/x2/v2/log/collect'],
  ['POST', '/x2/sms/send'],
  ['POST', '/x2/sms/sendRegister'],
  ['POST', '/x2/sms/sendLogin'],
  ['POST', '/x2/sms/check'],
  ['POST', '/x2/spread/statistic/invite_link/query'],
  ['POST', '/x2/pg-soft/get-game-html'],
  ['POST', '/x2/user/info'],
  ['POST', '/x2/user/info/edit'],
  ['GET', '/x2/user/token/renewal'],
  ['POST', '/x2/finance/list'],
  ['POST', '/x2/paramConfig/withdraw/get'],
  ['POST', '/x2/paramConfig/withdraw/checkLimit'],
  ['POST', '/x2/paramConfig/recharge/get'],
  ['POST', '/x2/recharge/v2'],
  ['POST', '/x2/withdraw/apply/v2'],
  ['GET', '/x2/withdraw/get-latest-account-info'],
  ['GET', '/x2/app/channel/redis/paychannnel'],
  ['GET', '/x2/app/channel/list/v2'],
  ['POST', '/x2/payListActivity/upActivity'],
  ['POST', '/x2/payListActivity/bonus'],
  ['POST', '/x2/app/zhou/getVal'],
  ['POST', '/x2/app/zhou/v2/getVal'],
  ['POST', '/x2/weekly-lucky-prize/list'],
  ['POST', '/misson/main-page'],
  ['POST', '/misson/receive-misson-award'],
  ['POST', '/spin/main-page'],
  ['POST', '/spin/open-prize'],
  ['POST', '/user-point/list'],
  ['POST', '/misson-checkin/main-page'],
  ['POST', '/misson-checkin/signin'],
  ['POST', '/vip/slef-level'],
  ['POST', '/hd/login'],
  ['POST', '/game/all-list'],
  ['GET', '/x2/game/show-list'],
  ['POST', '/act-guaranteed/index/popover'],
  ['POST', '/act-guaranteed/getActList'],
  ['POST', '/act-guaranteed/actDetailStatus'],
  ['POST', '/act-guaranteed/receive-bonus/{id}'],
  ['POST', '/x2/vest/check_banner_show'],
  ['POST', '/x2/vest/migrated/visit/report'],
  ['POST', '/x2/vest/recent_login_account/get'],
  ['POST', '/x2/vest/main_account_available/check'],
  ['POST', '/x2/vest/login_migrate'],
];

describe('contract shape', () => {
  it('describes every endpoint completely, under its own name', () => {
    expect(endpoints.length).toBe(Object.keys(contract).length);
    for (const [name, e] of Object.entries(contract) as [string, AnyEndpoint][]) {
      expect(e.name).toBe(name);
      expect(['GET', 'POST']).toContain(e.method);
      expect(e.path).toMatch(/^\/[A-Za-z0-9_\-/{}]+$/);
      expect(e.request).toBeInstanceOf(z.ZodMiniType);
      expect(e.response).toBeInstanceOf(z.ZodMiniType);
      expect(['required', 'optional', 'none']).toContain(e.auth);
      expect(e.summary.length).toBeGreaterThan(10);
      if (e.options.noAuth === true) expect(e.auth).toBe('none');
    }
  });

  it('asks only text of GET endpoints (a query string carries no numbers or objects)', () => {
    for (const e of endpoints.filter((x) => x.method === 'GET')) {
      const shape = (e.request as unknown as z.ZodMiniObject).shape;
      for (const [field, schema] of Object.entries(shape)) {
        // An optional field is sampled by what it wraps (an optional enum is a word of the enum).
        const inner = schema instanceof z.ZodMiniOptional ? (schema as z.ZodMiniOptional).def.innerType : schema;
        const sample = inner instanceof z.ZodMiniEnum ? String(inner.options[0]) : 'text';
        expect(z.safeParse(schema, sample).success || z.safeParse(schema, '1').success, `${e.name}.${field}`).toBe(true);
      }
    }
  });

  it('has unique paths', () => {
    const paths = endpoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every spec §7 path with its method', () => {
    const byPath = new Map(endpoints.map((e) => [e.path, e.method]));
    for (const [method, path] of SPEC_PATHS) {
      expect(byPath.get(path), path).toBe(method);
    }
  });

  it('has the options spec §7 names', () => {
    expect(contract.publicConfig.options).toMatchObject({ noAuth: true, noToast: true });
    expect(contract.publicConfigV2.options).toMatchObject({ noAuth: true, noToast: true });
    expect(contract.userInfo.options.turnLogin).toBe(false);
    expect(contract.gameLaunch.options).toMatchObject({ turnLogin: false, noToast: true });
    expect(contract.spinOpenPrize.options.noToast).toBe(true);
    expect(contract.pgSoftGameHtml.options.raw).toBe(true);
    expect(endpoints.filter((e) => e.options.raw === true).map((e) => e.name)).toEqual(['pgSoftGameHtml']);
    expect(contract.vestLoginMigrate.options.forcedToken).toBe(true);
    for (const e of [contract.logCollect, contract.logCollectV2]) {
      expect(e.options.headerOverrides).toEqual(['token']);
      expect(e.options.swallowErrors).toBe(true);
    }
    expect(contract.eventReport.options.swallowErrors).toBe(true);
    for (const e of [contract.smsSend, contract.smsSendRegister, contract.smsSendLogin, contract.smsCheck]) {
      expect(e.options.headerOverrides).toEqual(['token', 'gaid']);
    }
    const attribution = endpoints.filter((e) => e.options.attribution === true).map((e) => e.path);
    expect(attribution).toEqual(
      expect.arrayContaining(['/x2/user/registerByAccount/v2', '/x2/account/loginByOtp', '/x2/user/loginByAccount']),
    );
  });
});

describe('paths with parameters', () => {
  it('builds, encodes and rejects missing parameters', () => {
    expect(buildPath(contract.appBoot, { appId: 'a_1' })).toBe('/x2/app/boot/v2/a_1');
    expect(buildPath(contract.guaranteedReceiveBonus, { id: 'x/y' })).toBe('/act-guaranteed/receive-bonus/x%2Fy');
    expect(() => buildPath(contract.appBoot, { appId: '' })).toThrow(/appId/);
    expect(contract.appBoot.pathParams).toEqual(['appId']);
    expect(contract.userInfo.pathParams).toEqual([]);
  });

  it('gives router patterns and splits parameters out of the payload', () => {
    expect(routePattern(contract.guaranteedReceiveBonus.path)).toBe('/act-guaranteed/receive-bonus/:id');
    expect(splitPayload(contract.guaranteedReceiveBonus, { id: '7', extra: 1 })).toEqual({
      path: '/act-guaranteed/receive-bonus/7',
      rest: { extra: 1 },
    });
  });

  it('types the path parameters', () => {
    // @ts-expect-error appId is required
    expect(() => buildPath(contract.appBoot, {})).toThrow();
    expectTypeOf<RequestOf<typeof contract.appBoot>>().toEqualTypeOf<{ appId: string }>();
  });
});

describe('schemas', () => {
  it('holds money as integer minor units', () => {
    const schema = contract.withdrawCheckLimit.request;
    expect(schema.safeParse({ amount: 10_000 }).success).toBe(true);
    expect(schema.safeParse({ amount: 100.5 }).success).toBe(false);
    expect(schema.safeParse({ amount: 0 }).success).toBe(false);
    expect(schema.safeParse({ amount: '100' }).success).toBe(false);
  });

  it('checks fields with the spec §5 rules and their message keys', () => {
    const login = contract.loginByAccount.request.safeParse({ account: '0917', pwd: 'x' });
    expect(login.success).toBe(false);
    if (!login.success) expect(validationMessageKey(login.error)).toBe('enterCorrectPhone');

    const otp = contract.loginByOtp.request.safeParse({ account: '09171234567' });
    expect(otp.success).toBe(false);
    if (!otp.success) expect(validationMessageKey(otp.error)).toBe('codeInvalid');
    expect(contract.loginByOtp.request.safeParse({ account: '09171234567', verifyCode: '123456' }).success).toBe(true);
    expect(contract.loginByOtp.request.safeParse({ account: '09171234567', code: '123456' }).success).toBe(true);

    const register = contract.registerByAccount.request.safeParse({ account: '09171234567', pwd: 'ab cdef' });
    expect(register.success).toBe(false);
    if (!register.success) expect(validationMessageKey(register.error)).toBe('passwordInvalid');

    const missing = contract.financeList.request.safeParse({});
    expect(missing.success).toBe(false);
    if (!missing.success) expect(validationMessageKey(missing.error)).toBe('checkInformation');
  });

  it('cleans values the way the domain validators do', () => {
    expect(contract.smsSendLogin.request.parse({ phone: ' 09171234567 ' })).toEqual({ phone: '09171234567' });
    const r = contract.recharge.request.parse({ amount: 10_000, channelId: 'pix', taxId: '529.982.247-25' });
    expect(r.taxId).toBe('52998224725');
  });

  it('defaults the guaranteed receive status to IN_PROGRESS (spec §4)', () => {
    const activity = contract.guaranteedActDetailStatus.response.parse({
      id: '1',
      title: 't',
      actAmount: 100,
      gameArray: [],
      startTime: 0,
      endTime: 1,
      details: '',
      receivedAmount: 0,
    });
    expect(activity.receiveStatus).toBe('IN_PROGRESS');
  });

  it('types requests and responses', () => {
    expectTypeOf<ResponseOf<typeof contract.userInfo>['balance']>().toEqualTypeOf<number>();
    expectTypeOf<ResponseOf<typeof contract.pgSoftGameHtml>>().toEqualTypeOf<string>();
    expectTypeOf<RequestOf<typeof contract.gameShowList>>().toEqualTypeOf<{ contentAttr: 'TOP' | 'NEW' | 'HOT' }>();
  });
});

describe('envelope and error codes', () => {
  it('builds envelopes the schema accepts', () => {
    const ok = okEnvelope({ token: 't', userId: '1', isNew: true });
    expect(ok.code).toBe(SUCCESS_CODE);
    expect(envelopeOf(contract.loginByAccount.response).parse(ok).data.token).toBe('t');
    const err = errorEnvelope('VALIDATION', 'enterCorrectPhone');
    expect(envelopeSchema.parse(err)).toEqual({
      code: '400',
      message: MESSAGES.enterCorrectPhone,
      status: 400,
      data: null,
    });
    expect(errorEnvelope('UNAUTHORIZED')).toMatchObject({ code: '401', status: 401 });
    expect(errorEnvelope('EVENT_CLOSED').message).toBe('The event has been closed.');
  });

  it('has unique codes, each with a message, and looks them up by code', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of Object.keys(ERROR_INFO) as (keyof typeof ERROR_INFO)[]) {
      expect(MESSAGES[ERROR_INFO[name].messageKey]).toBeTruthy();
      expect(errorCodeName(ERROR_CODES[name])).toBe(name);
    }
    expect(Object.keys(ERROR_INFO).length).toBe(codes.length - 1);
    expect(errorCodeName('99999')).toBeUndefined();
  });
});

describe('lotto (issue 14)', () => {
  it('names the games and bet types of @perya/domain lotto.ts', async () => {
    const { LOTTO_BET_TYPES_CONTRACT, LOTTO_GAMES_CONTRACT } = await import('./lotto');
    expect(LOTTO_GAMES_CONTRACT).toEqual(LOTTO_GAMES);
    expect(LOTTO_BET_TYPES_CONTRACT).toEqual(LOTTO_BET_TYPES);
  });
});

describe('player protection (issue 15)', () => {
  it('names the limits, periods, markets, terms and reality-check intervals of @perya/domain protection.ts', async () => {
    const domain = await import('@perya/domain');
    const c = await import('./protection');
    expect(c.LIMIT_KINDS_CONTRACT).toEqual(domain.LIMIT_KINDS);
    expect(c.LIMIT_PERIODS_CONTRACT).toEqual(domain.LIMIT_PERIODS);
    expect(c.MARKETS_CONTRACT).toEqual(domain.MARKETS);
    expect(c.SELF_EXCLUSION_TERMS_CONTRACT).toEqual(Object.keys(domain.SELF_EXCLUSION_MONTHS));
    expect(c.REALITY_CHECK_MINUTES_CONTRACT).toEqual(domain.REALITY_CHECK_MINUTES);
    expect(c.COOLING_OFF_HOURS).toEqual({ min: domain.COOLING_OFF_MIN_MS / 3_600_000, max: domain.COOLING_OFF_MAX_MS / 3_600_000 });
  });
});

describe('money-moving endpoints (issue 13: Idempotency-Key)', () => {
  it('are the bets, cash-outs, claims, deposit orders and withdrawals, each a POST of a logged-in player', () => {
    const moving = endpoints.filter((e) => e.options.movesMoney === true);
    expect(moving.map((e) => e.name).sort()).toEqual(
      [
        'checkinSignin',
        'guaranteedReceiveBonus',
        'lottoBuy',
        'missionReceiveAward',
        'ogJumpBet',
        'ogJumpCashOut',
        'ogPlay',
        'ogSabongBet',
        'recharge',
        'spinOpenPrize',
        'tradePlace',
        'withdrawApply',
      ].sort(),
    );
    // The server scopes a key by the caller: an anonymous call has none to scope it by.
    for (const e of moving) expect([e.name, e.method, e.auth]).toEqual([e.name, 'POST', 'required']);
  });
});

describe('schemas built on first use (issue 13: evaluating the contract builds none)', () => {
  it('builds each schema once, when first read, and gives the same object afterwards', () => {
    let built = 0;
    const endpoint = defineEndpoint({
      name: 'probe',
      method: 'POST',
      path: '/x2/probe/{id}',
      request: () => {
        built += 1;
        return z.object({ id: z.string() });
      },
      response: () => {
        built += 1;
        return z.object({ ok: z.boolean() });
      },
      summary: 'test only',
    });
    expect(built).toBe(0);
    expect(endpoint.pathParams).toEqual(['id']);
    const request = endpoint.request;
    expect(built).toBe(1);
    expect(endpoint.request).toBe(request);
    expect(endpoint.request.safeParse({ id: 'a' }).success).toBe(true);
    expect(endpoint.response.safeParse({ ok: 'no' }).success).toBe(false);
    expect(built).toBe(2);
    // A spread copy (as a server might make) still carries the schemas.
    expect({ ...endpoint }.response).toBe(endpoint.response);
  });

  it('every endpoint of the contract has its schemas behind a getter', () => {
    for (const endpoint of endpoints) {
      expect(typeof Object.getOwnPropertyDescriptor(endpoint, 'request')?.get, endpoint.name).toBe('function');
      expect(typeof Object.getOwnPropertyDescriptor(endpoint, 'response')?.get, endpoint.name).toBe('function');
    }
  });
});
