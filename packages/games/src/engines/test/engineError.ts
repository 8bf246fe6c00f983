// Test-only check of a refusal: the engine throws EngineError with the machine code the server logs,
// the message key it answers with (spec §8) and a detail naming the rule.
import { expect } from 'vitest';
import { EngineError } from '../errors';
import type { EngineErrorCode } from '../errors';

export function expectEngineError(action: () => unknown, code: EngineErrorCode, detail: RegExp): void {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(EngineError);
  const error = thrown as EngineError;
  expect(error.name).toBe('EngineError');
  expect(error.code).toBe(code);
  expect(error.message).toMatch(detail);
}
