// Public surface of the in-house game engines (`@perya/games/engines`): pure TypeScript that the
// server settles rounds with and the browser's fairness page recomputes them with.
export * from './errors';
export * from './gameIds';
export * from './config';
export * from './money';
export * from './fair/sha256';
export * from './fair/seeds';
export * from './fair/verify';
export * from './dice/dice';
export * from './ring/ring';
export * from './colour/colourGame';
export * from './scratch/scratch';
export * from './jump/hashChain';
export * from './jump/jump';
export * from './sabong/sabong';
