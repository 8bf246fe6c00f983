import { definePeryaConfig } from '@perya/vitest-config';

// Two test files at a time: most of this suite waits (PostgreSQL, leader take-over timers, killed
// and restarted servers), so a second worker fills the gaps. On the 2-core machine the suite went
// from 590 s to about half of it inside `pnpm test` (README "Tests").
export default definePeryaConfig({ test: { maxWorkers: 2 } });
