// Every routed page of the shell (routing/routes.ts) as a story, in the brand theme and the locale
// picked in the toolbar, with the fake x2 server's data (fake/x2Data.ts). pages.stories.test.ts
// checks that every route has its story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@perya/domain';
import { THEME_NAMES, type ThemeName } from '@perya/ui';
import { loadShellPage, ShellPage, type LoadedShellPage, type PageStoryParameters } from './ShellPage';

const themeOf = (value: unknown): ThemeName => ((THEME_NAMES as readonly unknown[]).includes(value) ? (value as ThemeName) : 'main');
const localeOf = (value: unknown): LocaleCode => ((LOCALES as readonly unknown[]).includes(value) ? (value as LocaleCode) : DEFAULT_LOCALE);

/**
 * A page's load, given up as soon as Storybook aborts the render (another story was picked while
 * this one loaded). Storybook waits only three ticks for a torn-down render to leave its loaders
 * and otherwise reloads the whole preview: a page's chunk and i18n take longer than that, so a
 * quick switch between pages (a designer clicking down the list, the visual check) would reload it.
 */
function untilAborted<T>(load: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const abort = () => resolve(null);
    signal.addEventListener('abort', abort, { once: true });
    load.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const meta = {
  title: 'Pages',
  tags: ['page'],
  loaders: [
    async ({ parameters, globals, abortSignal }) => ({
      shell: await untilAborted(loadShellPage(parameters['page'] as PageStoryParameters, themeOf(globals['theme']), localeOf(globals['locale'])), abortSignal),
    }),
  ],
  render: (_args, { loaded }) => {
    const shell = loaded['shell'] as LoadedShellPage | null;
    return shell ? <ShellPage key={shell.id} {...shell} /> : <></>;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (path: string, more: Omit<PageStoryParameters, 'path'> = {}): Story => ({ parameters: { page: { path, ...more } } });
/**
 * A second path of a page another story shows with the same brand data (the v3 and invite-brand
 * paths, the other providers' launcher): a story for designers, tagged `alias` (a literal tag, so
 * Storybook's index sees it) and left out of the visual check.
 */
const alias = page;

export const Home = page('/');
export const Login = page('/login', { guest: true });
export const BrandLogin: Story = { ...alias('/brandlogin', { guest: true, search: '?type=1' }), tags: ['alias'] };
export const Account = page('/account');
export const Profile = page('/profile');
export const AboutUs = page('/aboutus');
export const Privacy = page('/privacy');
export const Terms = page('/terms');
export const Telegram = page('/telegram');
export const Faq = page('/faq');
export const Welcome = page('/welcome', { guest: true });
export const EmergencyAlert = page('/emergencyAlert');
export const ColorGame = page('/games/og', { search: '?id=10001' });
export const GamesJili = page('/games/jili');
export const GamesFachai: Story = { ...alias('/games/fachai'), tags: ['alias'] };
export const GamesPg: Story = { ...alias('/games/pg'), tags: ['alias'] };
export const GamesCollection: Story = { ...alias('/games/collection'), tags: ['alias'] };
export const AllGames = page('/allgames');
export const Favorites = page('/favorite');
export const Wallet = page('/wallet');
export const Record = page('/record');
export const CashIn = page('/cashin');
export const WalletCashIn: Story = { ...alias('/wallet/cash/in'), tags: ['alias'] };
export const CashInPaying = page('/cashin/paying', { search: '?orderNo=R202611230001' });
export const CashInResult = page('/cashin/result', { search: '?orderNo=R202611230001' });
export const CashOut = page('/cashout');
export const WalletCashOut: Story = { ...alias('/wallet/cash/out'), tags: ['alias'] };
export const CashOutInfo = page('/cashout/info');
export const CashOutResult = page('/cashout/result', { search: '?orderNo=W202611230007&amount=250000&fee=0&actual=250000&time=1795384800000' });
export const TransferToMain = page('/transferToMain');
export const Download = page('/download', { guest: true });
export const Vip = page('/vip');
export const Vips = page('/vips');
export const Task = page('/task');
export const Spin = page('/spin');
export const Points = page('/points');
export const Bonus = page('/bonus');
export const Promo = page('/promo');
export const V3Promo: Story = { ...alias('/v3Promo'), tags: ['alias'] };
export const Invite = page('/invite');
export const V3Invite: Story = { ...alias('/v3invite'), tags: ['alias'] };
export const InviteRecords = page('/invite/records');
export const V3InviteDetail: Story = { ...alias('/v3inviteDetail'), tags: ['alias'] };
export const Trade = page('/trade');
export const TradeDetail = page('/trade/detail', { search: '?symbol=BTCUSDT' });
export const TradeOrders = page('/trade/orders');
export const Lotto = page('/lotto');
export const LottoResults = page('/lottoResults');
export const LottoHistory = page('/lottoHistory');
export const LottoPanel = page('/lottoPanel');
export const ResponsibleGaming = page('/responsibleGaming');
export const Kyc = page('/kyc');
