/**
 * TanStack Query bindings of the x2 contract: one `xQuery(payload)` (`queryOptions`) per read and
 * one `xMutation(options)` (`mutationOptions`) per write, each derived from its contract entry
 * (`readOf` / `writeOf`) and owning its key and its write rules (the `*Invalidates` tables; every
 * way in shares `LOGIN_RULE`, every way out `endSession`). Make the QueryClient with
 * `createApiQueryClient(api)`: it carries the client, so the factories need no React. Pages call
 * `useQuery(xQuery(...))` / `useMutation(xMutation(...))`; flows call `queryClient.fetchQuery` /
 * `runMutation`.
 * The trading factories are their own subpath, `@perya/api/queries/trade`: only the lazy trading
 * pages use them, and a module of this barrel would sit in every brand's first load.
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
export * from './factory';
export * from './finance';
export * from './games';
export * from './invite';
export * from './keys';
export * from './log';
export * from './migration';
export * from './missions';
export * from './popups';
export * from './sms';
export * from './user';
