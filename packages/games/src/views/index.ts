// Public surface of the game views (`@perya/games/views`): one lazily loaded React view per
// in-house game (each its own chunk), the fairness page, and the transports a view plays through
// (real: the x2 server; demo: the engines in the browser).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { InHouseGame } from './games';
import type { GameViewProps } from './types';
import type { FairnessViewProps } from './fairness/FairnessView';

export type { GameViewProps } from './types';
export type { FairnessViewProps } from './fairness/FairnessView';
export { demoKeyOf, gameOfId, GAME_NAME_KEYS, idOf } from './games';
export type { InHouseGame } from './games';
export type { BalanceSource, GameMode, GameTransport, LiveStatus, PlayResult, StakeRange } from './transport/types';
export { GameRefusal, OutcomeUnknown, newRequestId } from './transport/types';
export { createDemoStore, DEMO_STATE_KEY } from './transport/demoStore';
export type { DemoStore, KeyValue } from './transport/demoStore';
export { createDemoTransport } from './transport/demoTransport';
export type { DemoTransport } from './transport/demoTransport';
export { createHttpTransport } from './transport/httpTransport';
export { subscribeLive } from './transport/liveStream';
export { checkRound, recomputeJump, recomputeSeeds } from './fairness/recompute';

/** Each game's view module, loaded on first use (one chunk per game). */
export const GAME_VIEW_LOADERS: Readonly<Record<InHouseGame, () => Promise<{ default: ComponentType<GameViewProps> }>>> = {
  sabong: () => import('./sabong/SabongView'),
  scratch: () => import('./scratch/ScratchView'),
  colorgame: () => import('./colour/ColourView'),
  jump: () => import('./jump/JumpView'),
  ring: () => import('./ring/RingView'),
  dice: () => import('./dice/DiceView'),
};

/** One lazy component per game, made once so React keeps a view's state across renders. */
export const GAME_VIEWS: Readonly<Record<InHouseGame, LazyExoticComponent<ComponentType<GameViewProps>>>> = {
  sabong: lazy(GAME_VIEW_LOADERS.sabong),
  scratch: lazy(GAME_VIEW_LOADERS.scratch),
  colorgame: lazy(GAME_VIEW_LOADERS.colorgame),
  jump: lazy(GAME_VIEW_LOADERS.jump),
  ring: lazy(GAME_VIEW_LOADERS.ring),
  dice: lazy(GAME_VIEW_LOADERS.dice),
};

export const FairnessView: LazyExoticComponent<ComponentType<FairnessViewProps>> = lazy(() => import('./fairness/FairnessView'));
