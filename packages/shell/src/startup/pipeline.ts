// The start-up sequence of spec §4 as a pure pipeline: the steps are injected, the order and the
// conditions live here so a test can check them without a browser or a server.

export interface StartupSteps {
  systemInit(): Promise<void>;
  userInit(): Promise<void>;
  gameBlacklistCheck(): Promise<void>;
  walletInit(): Promise<void>;
  /** Runs only when the brand enables it and a token exists (spec §4). */
  protectMigrationCheck(): Promise<void>;
  /** Returns false when the GT (go-transfer) popup must open (spec §4). */
  transferInit(): Promise<boolean>;
  openTransferPopup(): void;
  /** Creates the demo id D + 10000–20000 when absent (spec §3). */
  demoInit(): Promise<void>;
  hideLoading(): void;
}

export interface StartupContext {
  readonly protectMigrationEnabled: boolean;
  hasToken(): boolean;
  /** Start-up failures are not fatal: the player still gets the app (spec §8: most errors are swallowed). */
  onError?(step: StartupStepName, error: unknown): void;
}

export type StartupStepName =
  | 'systemInit'
  | 'userInit'
  | 'gameBlacklistCheck'
  | 'walletInit'
  | 'protectMigrationCheck'
  | 'transferInit'
  | 'demoInit';

/** Runs start-up in the order of spec §4; the loading overlay hides last, whatever failed. */
export async function runStartup(steps: StartupSteps, ctx: StartupContext): Promise<StartupStepName[]> {
  const ran: StartupStepName[] = [];
  const step = async <T>(name: StartupStepName, fn: () => Promise<T>): Promise<T | undefined> => {
    ran.push(name);
    try {
      return await fn();
    } catch (error) {
      ctx.onError?.(name, error);
      return undefined;
    }
  };
  try {
    await step('systemInit', () => steps.systemInit());
    await step('userInit', () => steps.userInit());
    await step('gameBlacklistCheck', () => steps.gameBlacklistCheck());
    await step('walletInit', () => steps.walletInit());
    if (ctx.protectMigrationEnabled && ctx.hasToken()) {
      await step('protectMigrationCheck', () => steps.protectMigrationCheck());
    }
    const transferOk = await step('transferInit', () => steps.transferInit());
    if (transferOk === false) steps.openTransferPopup();
    await step('demoInit', () => steps.demoInit());
  } finally {
    steps.hideLoading();
  }
  return ran;
}

/** Runs `fn` once per session, remembered under `key` in session storage (token renewal, spec §4). */
export async function oncePerSession(
  session: Pick<Storage, 'getItem' | 'setItem'>,
  key: string,
  fn: () => Promise<void>,
): Promise<boolean> {
  if (session.getItem(key) === '1') return false;
  session.setItem(key, '1');
  await fn();
  return true;
}
