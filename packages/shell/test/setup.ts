// `pnpm test` runs two suites at once on a 2-core machine, and shell pages load lazily (the page,
// its locale, the contract): Testing Library's 1 s for findBy/waitFor is too tight for a loaded
// run (a wallet page test flaked at it). Assertions that must happen fast say so themselves.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
