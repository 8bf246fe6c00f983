// Realistic answers of the x2 server for the page stories: a signed-in Philippine player with a
// balance, a VIP level, history, games, promotions and invites, at a fixed moment (FAKE_NOW). Typed
// by the contract, so a change of a response schema fails the typecheck here, and x2Data.test.ts
// parses every answer with the contract's schema.
import { contract, type Contract, type EndpointName, type RequestOf, type ResponseOf } from '@perya/api/contract';
import type { FakeRoutes } from './x2Server';
import clock from './clock.json';

/** The moment the data is written for (the visual check fixes the page's clock to it): 2026-11-23 12:00 GMT+8. */
export const FAKE_NOW = Date.parse(clock.now);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Pesos in minor units (centavos). */
const php = (pesos: number) => Math.round(pesos * 100);

export type FakeAnswers = { readonly [K in EndpointName]?: (body: RequestOf<Contract[K]>, url: URL) => ResponseOf<Contract[K]> };

const user: ResponseOf<Contract['userInfo']> = {
  userId: '1001',
  name: 'Maria Santos',
  phone: '9171234567',
  checkPhone: true,
  email: 'maria.santos@example.ph',
  birthday: '1994-06-12',
  deposit: php(18_500),
  balance: php(12_845.5),
  bonus: php(350),
  points: 1_240,
  verified: true,
  protectMigration: false,
  giveBonus: false,
  isNopayUser: false,
  bindInfoStatus: 1,
  storeStatus: 1,
  avatar: 3,
  vipLevel: 3,
  vipName: 'Gold',
  inviteCode: 'MARIA88',
  createTime: FAKE_NOW - 142 * DAY,
  bonusRule: 'playThrough',
  market: 'PH',
  currency: 'PHP',
};

/** The catalogue: the reference server's seed (apps/server/seed/games.yaml), a part of it. */
const GAMES: ResponseOf<Contract['gameShowList']>['list'] = [
  ...(
    [
      ['10006', 'Sabong', 'CasinoLive'],
      ['10004', 'Scratch', 'Arcade'],
      ['10001', 'Color Game', 'Arcade'],
      ['10003', 'Jump', 'Arcade'],
      ['10002', 'Ring', 'Arcade'],
      ['10005', 'Dice', 'Arcade'],
    ] as const
  ).map(([gameId, gameName, gameType]) => ({ gameProvider: 'og', gameId, gameName, gameType, brand: 'PLG' as const, icon: '' })),
  ...(
    [
      ['2', 'Super Ace'],
      ['3', 'Fortune Gems'],
      ['4', 'Money Coming'],
      ['5', 'Golden Empire'],
      ['6', 'Boxing King'],
      ['7', 'Crazy777'],
      ['8', 'Charge Buffalo'],
      ['9', 'Fortune Gems 2'],
      ['11', 'Super Ace Deluxe'],
    ] as const
  ).map(([gameId, gameName]) => ({ gameProvider: 'jili', gameId, gameName, gameType: 'CasinoSlot' as const, brand: 'JILI' as const, icon: '' })),
  ...(
    [
      ['22001', 'Chinese New Year'],
      ['22020', 'Lucky Fortunes'],
    ] as const
  ).map(([gameId, gameName]) => ({ gameProvider: 'fachai', gameId, gameName, gameType: 'CasinoSlot' as const, brand: 'FACAIGAMING' as const, icon: '' })),
  ...(
    [
      ['1695365', 'Mahjong Ways 2'],
      ['126', 'Fortune Tiger'],
    ] as const
  ).map(([gameId, gameName]) => ({ gameProvider: 'pg', gameId, gameName, gameType: 'CasinoSlot' as const, brand: 'PGSOFT' as const, icon: '' })),
];

const frontGame: ResponseOf<Contract['publicConfigV2']>['value'] = {
  parts: [
    { key: 'hot', title: 'Hot games', games: ['og_10001', 'og_10003', 'jili_2', 'jili_3', 'og_10006', 'jili_11'] },
    { key: 'slots', title: 'Slots', games: ['jili_4', 'jili_5', 'jili_8', 'fachai_22001', 'pg_1695365', 'pg_126'] },
  ],
  banners: [
    { id: 'b1', image: '', link: '/promo', title: 'Welcome bonus', offer: 'firstDeposit' },
    { id: 'b2', image: '', link: '/spin', title: 'Daily spin', offer: 'spin' },
  ],
  promos: [{ id: 'p1', image: '', link: '/invite', title: 'Invite friends', offer: 'invite' }],
};

const PUBLIC_CONFIG: Record<string, unknown> = {
  front_public_config: {
    telegramUrl: 'https://t.me/perya_official',
    customerServiceUrl: 'https://t.me/perya_support',
    emergencyAlertUrl: '',
    protectMigrationEnabled: false,
    guaranteedPopupEnabled: true,
  },
  game_black_list: { evo: [] },
  front_game: frontGame,
};

const mission = (
  id: string,
  type: 'dailyMisson' | 'accumulativeMisson',
  title: string,
  description: string,
  target: number,
  progress: number,
  awardType: 'bonus' | 'balance' | 'points' | 'spinTicket',
  award: number,
): ResponseOf<Contract['missionMainPage']>['dailyMisson'][number] => ({
  id,
  type,
  title,
  description,
  target,
  progress: Math.min(progress, target),
  awardType,
  award,
  receiveState: progress >= target ? (id.endsWith('done') ? 'CLAIMED' : 'UNACCALIMED') : 'INCOMPLETE',
});

const lottoDraw = (game: 'swertres' | 'lotto642', drawAt: number, numbers: number[] | null): ResponseOf<Contract['lottoResults']>['list'][number] => ({
  drawId: `${game}-${new Date(drawAt).toISOString().slice(0, 13)}`,
  game,
  drawAt,
  closesAt: drawAt - 5 * MINUTE,
  status: numbers === null ? 'open' : 'paid',
  seedHash: 'a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468',
  serverSeed: numbers === null ? null : '5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b',
  numbers,
});

const tradeOrder = (n: number, status: 'open' | 'win' | 'loss', symbol: string, direction: 'up' | 'down', invest: number, entry: number, close: number | null): ResponseOf<Contract['tradeOrders']>['list'][number] => ({
  orderNo: `T2026112300${n}`,
  symbol,
  direction,
  account: 'real',
  funding: 'main',
  invest: php(invest),
  profitPct: 85,
  entryPrice: entry,
  closePrice: close,
  decimals: 2,
  createdAt: FAKE_NOW - n * 7 * MINUTE,
  expiresAt: FAKE_NOW - n * 7 * MINUTE + MINUTE,
  settledAt: status === 'open' ? null : FAKE_NOW - n * 7 * MINUTE + MINUTE,
  status,
  payout: status === 'win' ? php(invest * 1.85) : 0,
  profit: status === 'win' ? php(invest * 0.85) : status === 'loss' ? -php(invest) : 0,
});

const answers: FakeAnswers = {
  userInfo: () => user,
  publicConfigV2: (body) => ({ key: body.key, value: PUBLIC_CONFIG[body.key] ?? null }),
  appBoot: () => ({ defaultUrl: 'https://perya.example/app', version: '4.3.0', newSideUrl: 'https://perya.example/new', newSideVersion: '1.0.0' }),
  gameAllList: (body) => ({ list: GAMES.filter((g) => (!body.brand || g.brand === body.brand) && (!body.gameType || g.gameType === body.gameType)) }),
  gameShowList: (body) => ({ list: body.contentAttr === 'NEW' ? GAMES.slice(12, 16) : GAMES.slice(0, 9) }),
  // The lobby's winners ticker: masked names, the winner's currency, newest first.
  gameRecentWins: () => ({
    list: (
      [
        ['Jun***', 48_250, 'OG', '10005', 'Dice'],
        ['Mar***', 125_000, 'OG', '10006', 'Sabong'],
        ['Ana***', 12_000, 'OG', '10001', 'Color Game'],
        ['Ric***', 302_500, 'OG', '10003', 'Jump'],
      ] as const
    ).map(([name, amount, gameProvider, gameId, gameName], n) => ({
      id: `og:${n + 1}`,
      name,
      amount,
      currency: 'PHP' as const,
      gameProvider,
      gameId,
      gameName,
      at: FAKE_NOW - (n + 1) * 4 * MINUTE,
    })),
  }),
  ogConfig: () => ({
    games: (['sabong', 'scratch', 'colorgame', 'jump', 'ring', 'dice'] as const).map((game) => ({ game, enabled: true, minStake: php(1), maxStake: php(5_000) })),
  }),
  protectionState: () => ({
    serverTime: FAKE_NOW,
    rules: {
      market: 'PH',
      minAge: 21,
      sabong: true,
      crypto: false,
      signUpBonus: true,
      kycBeforeDeposit: false,
      helpLines: [{ name: 'PAGCOR Responsible Gaming', contact: '+63 2 8522 0299' }],
    },
    birthday: user.birthday,
    limits: (['deposit', 'loss', 'session'] as const).flatMap((kind) =>
      (['day', 'week', 'month'] as const).map((period) => ({
        kind,
        period,
        amount: kind === 'deposit' && period === 'week' ? php(10_000) : kind === 'session' && period === 'day' ? 180 : null,
        pending: null,
        used: kind === 'deposit' && period === 'week' ? php(3_500) : kind === 'session' && period === 'day' ? 42 : 0,
        resetsAt: FAKE_NOW + (period === 'day' ? 12 * HOUR : period === 'week' ? 3 * DAY : 8 * DAY),
      })),
    ),
    realityCheckMinutes: null,
    sitting: { startedAt: null, playedMs: 0, net: 0, nextCheckAt: null },
    exclusion: null,
    kyc: { status: 'verified', required: false, documentType: 'umid', documentTail: '4821' },
  }),
  protectionHistory: () => ({
    list: [
      { id: 3, at: FAKE_NOW - 2 * DAY, type: 'limit', kind: 'deposit', period: 'week', from: null, to: php(10_000), effectiveAt: FAKE_NOW - 2 * DAY },
      { id: 2, at: FAKE_NOW - 9 * DAY, type: 'limit', kind: 'session', period: 'day', from: 240, to: 180, effectiveAt: FAKE_NOW - 9 * DAY },
      { id: 1, at: FAKE_NOW - 30 * DAY, type: 'kyc', kind: null, period: null, from: null, to: null, effectiveAt: FAKE_NOW - 30 * DAY },
    ],
  }),
  missionMainPage: () => ({
    dailyMisson: [
      mission('d1-done', 'dailyMisson', 'Log in today', 'Open the app once today', 1, 1, 'points', 20),
      mission('d2', 'dailyMisson', 'Bet ₱500 today', 'Bets on any game count', php(500), php(500), 'bonus', php(10)),
      mission('d3', 'dailyMisson', 'Play 3 rounds of Color Game', 'Any stake counts', 3, 1, 'spinTicket', 1),
      mission('d4', 'dailyMisson', 'Deposit ₱200', 'One deposit of ₱200 or more', php(200), 0, 'bonus', php(20)),
    ],
    accumulativeMisson: [
      mission('a1-done', 'accumulativeMisson', 'First deposit', 'Make your first deposit', 1, 1, 'bonus', php(50)),
      mission('a2', 'accumulativeMisson', 'Bet ₱10,000 in total', 'Lifetime bets on any game', php(10_000), php(7_420), 'bonus', php(100)),
      mission('a3', 'accumulativeMisson', 'Invite 5 friends', 'Friends who sign up with your code', 5, 2, 'points', 500),
    ],
  }),
  checkinMainPage: () => ({
    streak: 3,
    list: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      isCanSign: day === 4,
      signState: day <= 3 ? ('SIGNED' as const) : ('UNSIGNED' as const),
      awardType: day === 7 ? ('bonus' as const) : ('points' as const),
      award: day === 7 ? php(50) : day * 10,
    })),
  }),
  spinMainPage: () => ({
    prizes: [
      { id: 's1', name: '₱5', awardType: 'balance', award: php(5), weight: 30 },
      { id: 's2', name: '50 pts', awardType: 'points', award: 50, weight: 25 },
      { id: 's3', name: '₱20', awardType: 'bonus', award: php(20), weight: 15 },
      { id: 's4', name: 'Ticket', awardType: 'spinTicket', award: 1, weight: 12 },
      { id: 's5', name: '₱100', awardType: 'balance', award: php(100), weight: 8 },
      { id: 's6', name: '200 pts', awardType: 'points', award: 200, weight: 6 },
      { id: 's7', name: '₱500', awardType: 'bonus', award: php(500), weight: 3 },
      { id: 's8', name: '₱1,000', awardType: 'balance', award: php(1_000), weight: 1 },
    ],
    points: user.points,
    spinCost: 200,
    tickets: 2,
    seedHash: 'c0ffee5e7d2468a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468a3',
    clientSeed: 'maria-lucky',
    nonce: 14,
  }),
  userPointList: () => ({
    points: user.points,
    total: 5,
    pageNum: 1,
    pageSize: 20,
    list: [
      { id: 'pt1', points: 20, reason: 'dailyLogin', createTime: FAKE_NOW - 2 * HOUR },
      { id: 'pt2', points: -200, reason: 'spin', createTime: FAKE_NOW - 5 * HOUR },
      { id: 'pt3', points: 30, reason: 'signIn', createTime: FAKE_NOW - DAY },
      { id: 'pt4', points: 150, reason: 'deposit', createTime: FAKE_NOW - 2 * DAY },
      { id: 'pt5', points: 500, reason: 'mission', createTime: FAKE_NOW - 4 * DAY },
    ],
  }),
  vipSelfLevel: () => {
    const levels = [
      { level: 1, name: 'Bronze', ruleBetAmount: php(1_000), ruleDeposit: php(500), privileges: ['Daily spin ticket'] },
      { level: 2, name: 'Silver', ruleBetAmount: php(10_000), ruleDeposit: php(3_000), privileges: ['Daily spin ticket', 'Birthday bonus'] },
      { level: 3, name: 'Gold', ruleBetAmount: php(50_000), ruleDeposit: php(15_000), privileges: ['2 daily spin tickets', 'Birthday bonus', 'Faster cash-out'] },
      { level: 4, name: 'Platino', ruleBetAmount: php(200_000), ruleDeposit: php(50_000), privileges: ['3 daily spin tickets', 'Birthday bonus', 'Priority cash-out'] },
      { level: 5, name: 'Platinum', ruleBetAmount: php(800_000), ruleDeposit: php(200_000), privileges: ['5 daily spin tickets', 'Monthly gift', 'Priority cash-out'] },
      { level: 6, name: 'Diamond', ruleBetAmount: php(3_000_000), ruleDeposit: php(800_000), privileges: ['Personal host', 'Monthly gift', 'Instant cash-out'] },
    ];
    return {
      level: 3,
      levelName: 'Gold',
      nextLevelName: 'Platino',
      currentActualBetAmount: php(128_400),
      currentActualBetAmountFormat: '₱128,400.00',
      currentActualDeposit: php(18_500),
      currentActualDepositFormat: '₱18,500.00',
      ruleBetAmount: php(200_000),
      ruleBetAmountFormat: '₱200,000.00',
      ruleDeposit: php(50_000),
      ruleDepositFormat: '₱50,000.00',
      points: 1_240,
      upgradePoints: 2_000,
      upgradeDeposit: php(31_500),
      lastMonthScore: 860,
      lastMonthDeposit: php(6_200),
      privileges: levels[2]?.privileges ?? [],
      levels,
    };
  },
  financeList: () => ({
    total: 6,
    pageNum: 1,
    pageSize: 20,
    list: [
      { id: 'f1', wallet: 'main', amountType: 9, amount: php(1_000), balanceAfter: php(12_845.5), orderNo: 'R202611230001', remark: 'GCash', createTime: FAKE_NOW - 40 * MINUTE, orderStatus: 'success' },
      { id: 'f2', wallet: 'main', amountType: 2, amount: php(460), balanceAfter: php(11_845.5), orderNo: 'og-10001-88231', remark: 'Color Game', createTime: FAKE_NOW - 2 * HOUR },
      { id: 'f3', wallet: 'main', amountType: 1, amount: -php(200), balanceAfter: php(11_385.5), orderNo: 'og-10001-88231', remark: 'Color Game', createTime: FAKE_NOW - 2 * HOUR - MINUTE },
      { id: 'f4', wallet: 'main', amountType: 10, amount: -php(2_500), balanceAfter: php(11_585.5), orderNo: 'W202611230007', remark: 'GCash 0917•••4567', createTime: FAKE_NOW - 6 * HOUR, orderStatus: 'pending' },
      { id: 'f5', wallet: 'bonus', amountType: 5, amount: php(50), balanceAfter: php(350), orderNo: 'M-a1', remark: 'First deposit', createTime: FAKE_NOW - DAY },
      { id: 'f6', wallet: 'main', amountType: 7, amount: php(100), balanceAfter: php(14_085.5), orderNo: 'S-14', remark: 'Daily spin', createTime: FAKE_NOW - 2 * DAY },
    ],
  }),
  withdrawConfig: () => ({
    presets: [php(200), php(500), php(1_000), php(2_000), php(5_000), php(10_000)],
    min: php(100),
    max: php(50_000),
    feeRateBps: 0,
    feeFixed: 0,
    dailyCountLimit: 3,
    usedCount: 1,
    startTime: '00:00',
    endTime: '23:59',
    availableBalance: php(12_845.5),
  }),
  rechargeConfig: () => ({
    presets: [php(100), php(200), php(500), php(1_000), php(2_000), php(5_000)],
    min: php(100),
    max: php(50_000),
    bonusRateBps: 200,
    firstDepositBonus: null,
  }),
  payChannels: () => ({
    list: [
      { id: 'gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: php(100), max: php(50_000), icon: '' },
      { id: 'maya', name: 'Maya', method: 'maya', kind: 'page', min: php(100), max: php(50_000), icon: '' },
      { id: 'qrph', name: 'QR Ph', method: 'qrph', kind: 'qr', min: php(100), max: php(20_000), icon: '' },
    ],
  }),
  payListUpActivity: () => ({ list: [{ id: 'up1', title: 'Reload bonus', minDeposit: php(500), bonusRateBps: 500, maxBonus: php(500) }] }),
  rechargeStatus: (body) => ({
    orderNo: body.orderNo,
    amount: php(1_000),
    status: 'pending',
    channelId: 'qrph',
    payUrl: '',
    qrCode: '00020101021228570011ph.ppmi.p2m0111PAPHPHM1XXX0315777148000000000520454995303608540410005802PH5909PERYA PAY6006MANILA6304B1C2',
    createTime: FAKE_NOW - 2 * MINUTE,
    expiresAt: FAKE_NOW + 13 * MINUTE,
  }),
  channelList: () => ({
    list: [
      { method: 'gcash', code: 'GCASH', name: 'GCash', icon: '' },
      { method: 'bank', code: 'BDO', name: 'BDO Unibank', icon: '' },
      { method: 'bank', code: 'BPI', name: 'Bank of the Philippine Islands', icon: '' },
    ],
  }),
  withdrawStatus: (body) => ({
    orderNo: body.orderNo,
    status: 'pending',
    amount: php(2_500),
    fee: 0,
    actualAmount: php(2_500),
    availableBalance: php(12_845.5),
    createTime: FAKE_NOW - 6 * HOUR,
    settledTime: null,
    boostedAt: null,
    rating: null,
  }),
  withdrawPending: () => ({
    held: php(2_500),
    list: [{ orderNo: 'W202611230007', amount: php(2_500), fee: 0, actualAmount: php(2_500), method: 'gcash', bankName: 'GCash', accountTail: '4567', createTime: FAKE_NOW - 6 * HOUR }],
  }),
  withdrawLatestAccount: () => ({ method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: '09171234567', accountName: 'Maria Santos' }),
  bonusList: () => ({
    bonusBalance: user.bonus,
    total: 3,
    pageNum: 1,
    pageSize: 20,
    list: [
      { id: 'bn1', kind: 'deposit', title: 'Reload bonus', amount: php(250), turnoverRequired: php(2_500), turnoverDone: php(1_180), status: 'processing', createTime: FAKE_NOW - DAY, expireTime: FAKE_NOW + 6 * DAY },
      { id: 'bn2', kind: 'mission', title: 'First deposit', amount: php(50), turnoverRequired: php(500), turnoverDone: php(500), status: 'completed', createTime: FAKE_NOW - 3 * DAY, expireTime: null },
      { id: 'bn3', kind: 'spin', title: 'Daily spin', amount: php(20), turnoverRequired: php(200), turnoverDone: php(40), status: 'expired', createTime: FAKE_NOW - 12 * DAY, expireTime: FAKE_NOW - 5 * DAY },
    ],
  }),
  guaranteedActList: () => ({
    list: [
      {
        id: 'g1',
        title: 'Color Game guaranteed ₱100',
        actAmount: php(100),
        gameArray: ['og_10001'],
        startTime: FAKE_NOW - 2 * DAY,
        endTime: FAKE_NOW + 5 * DAY,
        details: 'Bet ₱1,000 on Color Game this week and lose it: ₱100 back as bonus.',
        receivedAmount: 0,
        receiveStatus: 'CLAIMABLE',
      },
    ],
  }),
  weeklyLuckyPrize: () => ({
    turnover: php(6_400),
    requiredTurnover: php(10_000),
    loginDays: 4,
    requiredLoginDays: 5,
    qualified: false,
    list: [
      { name: 'J*** D.', amount: php(5_000), weekStart: FAKE_NOW - 8 * DAY },
      { name: 'R*** C.', amount: php(2_000), weekStart: FAKE_NOW - 8 * DAY },
    ],
  }),
  promoList: () => ({
    list: [
      { id: 'pr1', kind: 'firstDeposit', title: '100% first deposit bonus', summary: 'Double your first deposit, up to ₱500 bonus.', startTime: null, endTime: null, route: '/cashin', amount: php(500) },
      { id: 'pr2', kind: 'spin', title: 'Daily lucky spin', summary: 'Spin the wheel for cash, bonus and points every day.', startTime: null, endTime: null, route: '/spin', amount: php(1_000) },
      { id: 'pr3', kind: 'invite', title: 'Invite friends', summary: 'Earn ₱50 for every friend who deposits ₱200.', startTime: null, endTime: null, route: '/invite', amount: php(50) },
      { id: 'pr4', kind: 'weekly', title: 'Weekly lucky prize', summary: 'Play 5 days and bet ₱10,000 to enter the Monday draw.', startTime: FAKE_NOW - 2 * DAY, endTime: FAKE_NOW + 5 * DAY, route: '/promo' },
    ],
  }),
  inviteLinkQuery: () => ({
    inviteCode: user.inviteCode,
    inviteLink: 'https://perya.example/#/login?type=1&inviteCode=MARIA88',
    invitedCount: 7,
    depositedCount: 4,
    totalReward: php(200),
    rewardPerInvitee: php(50),
    minDepositForReward: php(200),
    records: {
      total: 3,
      pageNum: 1,
      pageSize: 20,
      list: [
        { name: 'Jo***', registerTime: FAKE_NOW - DAY, deposit: php(500), reward: php(50) },
        { name: 'An***', registerTime: FAKE_NOW - 3 * DAY, deposit: 0, reward: 0 },
        { name: 'Ri***', registerTime: FAKE_NOW - 9 * DAY, deposit: php(1_000), reward: php(50) },
      ],
    },
  }),
  inviteRanking: () => ({
    list: [
      { rank: 1, name: 'Je***', invitedCount: 48, reward: php(2_400) },
      { rank: 2, name: 'Ma***', invitedCount: 31, reward: php(1_550) },
      { rank: 3, name: 'Ka***', invitedCount: 22, reward: php(1_100) },
      { rank: 4, name: 'Ro***', invitedCount: 15, reward: php(750) },
    ],
    me: { rank: 12, invitedCount: 7, reward: php(200) },
  }),
  tradeMarkets: () => ({
    tickMs: 1_000,
    expiries: [30, 60, 300],
    minInvest: php(10),
    maxInvest: php(10_000),
    markets: [
      { symbol: 'BTCUSDT', name: 'Bitcoin', category: 'crypto', decimals: 2, price: 9_684_512, changeBps: 214, profitPct: { '30': 80, '60': 85, '300': 90 } },
      { symbol: 'ETHUSDT', name: 'Ethereum', category: 'crypto', decimals: 2, price: 342_118, changeBps: -87, profitPct: { '30': 80, '60': 85, '300': 90 } },
      { symbol: 'EURUSD', name: 'Euro / US Dollar', category: 'currency', decimals: 5, price: 105_412, changeBps: 12, profitPct: { '30': 78, '60': 82, '300': 88 } },
    ],
  }),
  tradePrices: (body) => ({
    symbol: body.symbol,
    tickMs: 1_000,
    times: Array.from({ length: 60 }, (_, i) => FAKE_NOW - (59 - i) * 1_000),
    prices: Array.from({ length: 60 }, (_, i) => 9_684_512 + Math.round(Math.sin(i / 5) * 4_000 + i * 120)),
  }),
  tradeAccounts: () => ({ demo: php(10_000), real: user.balance, bonus: user.bonus }),
  tradeOrders: (body) => {
    const list =
      body.status === 'active'
        ? [tradeOrder(1, 'open', 'BTCUSDT', 'up', 200, 9_680_010, null)]
        : [tradeOrder(2, 'win', 'BTCUSDT', 'up', 100, 9_671_200, 9_675_900), tradeOrder(3, 'loss', 'ETHUSDT', 'down', 50, 341_800, 342_020)];
    return { list, total: list.length, pageNum: 1, pageSize: 20 };
  },
  lottoState: () => ({
    serverTime: FAKE_NOW,
    games: [
      { game: 'swertres', next: lottoDraw('swertres', FAKE_NOW + 4 * HOUR, null), last: lottoDraw('swertres', FAKE_NOW - HOUR, [4, 1, 7]) },
      { game: 'lotto642', next: lottoDraw('lotto642', FAKE_NOW + 9 * HOUR, null), last: lottoDraw('lotto642', FAKE_NOW - DAY + 9 * HOUR, [3, 11, 19, 24, 33, 41]) },
    ],
  }),
  lottoResults: () => ({
    list: [
      lottoDraw('swertres', FAKE_NOW - HOUR, [4, 1, 7]),
      lottoDraw('swertres', FAKE_NOW - 5 * HOUR, [9, 0, 2]),
      lottoDraw('lotto642', FAKE_NOW - DAY + 9 * HOUR, [3, 11, 19, 24, 33, 41]),
      lottoDraw('swertres', FAKE_NOW - DAY + 9 * HOUR, [6, 6, 1]),
    ],
  }),
  lottoTickets: () => ({
    list: [
      { ticketId: 'lt1', drawId: lottoDraw('swertres', FAKE_NOW + 4 * HOUR, null).drawId, game: 'swertres', betType: 'straight', pick: [4, 1, 7], stake: php(20), payout: null, createdAt: FAKE_NOW - 30 * MINUTE, drawAt: FAKE_NOW + 4 * HOUR, numbers: null },
      { ticketId: 'lt2', drawId: lottoDraw('swertres', FAKE_NOW - HOUR, [4, 1, 7]).drawId, game: 'swertres', betType: 'rambolito', pick: [1, 4, 7], stake: php(10), payout: php(750), createdAt: FAKE_NOW - 3 * HOUR, drawAt: FAKE_NOW - HOUR, numbers: [4, 1, 7] },
    ],
  }),
};

/**
 * The request as the endpoint's answer reads it: the JSON body of a POST, or for a GET its query
 * string; either way with the path's `{param}` segments filled in from the URL.
 */
function requestOf(template: string, body: unknown, url: URL): Record<string, unknown> {
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : Object.fromEntries(url.searchParams);
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const values = url.pathname.split('/');
  template.split('/').forEach((segment, i) => {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    if (name !== undefined && names.includes(name)) fields[name] = decodeURIComponent(values[i] ?? '');
  });
  return fields;
}

/** The fake server's routes by the contract's paths, from answers by endpoint name (`overrides` win). */
export function x2Routes(overrides: FakeAnswers = {}): FakeRoutes {
  const all: FakeAnswers = { ...answers, ...overrides };
  return Object.fromEntries(
    Object.entries(all).map(([name, answer]) => {
      const template = contract[name as EndpointName].path;
      const respond = answer as (request: unknown, url: URL) => unknown;
      return [template, (body: unknown, url: URL) => respond(requestOf(template, body, url), url)];
    }),
  );
}

/** Every answer of the fake server, by endpoint name (x2Data.test.ts checks each against the contract). */
export const FAKE_ANSWERS: FakeAnswers = answers;
