/**
 * React Query bindings of the x2 contract. Wrap the app in `<QueryClientProvider>` (use
 * `createApiQueryClient()` for the retry policy) and `<ApiClientProvider client={createClient(...)}>`.
 * One `useX` query hook per read endpoint, one `useX` mutation hook per write; each write's
 * invalidation rule sits next to it (`*Invalidates`). Login-type writes store the session and
 * reset user queries; `useLogout` and the shell's 401 handler (`clearUserQueries`) drop them.
 * The trading hooks are their own subpath, `@perya/api/queries/trade`: only the lazy trading pages
 * use them, and a module of this barrel would sit in every brand's first load.
 * The balance stream (`@perya/api/queries/balance`) is its own subpath: the shell opens it after
 * start-up, outside the first load.
 * The lotto bindings are their own subpath (`@perya/api/queries/lotto`): only the lotto pages use
 * them, and out of this barrel they stay out of every brand's first load.
 */
import { activityInvalidates } from './activity';
import { walletInvalidates } from './finance';
import { missionInvalidates } from './missions';
import { userInvalidates } from './user';

/** Every write's invalidation rule, by endpoint name. */
export const INVALIDATES = {
  ...userInvalidates,
  ...walletInvalidates,
  ...missionInvalidates,
  ...activityInvalidates,
} as const;

export * from './activity';
export * from './config';
export * from './context';
export * from './factory';
export * from './finance';
export * from './games';
export * from './invite';
export * from './keys';
export * from './log';
export * from './migration';
export * from './missions';
export * from './sms';
export * from './user';
