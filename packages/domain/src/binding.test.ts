import { describe, expect, it } from 'vitest';
import { checkBindable } from './binding';

describe('spec §4 email and phone bind once', () => {
  it('allows binding only when nothing is bound', () => {
    expect(checkBindable(undefined)).toEqual({ ok: true });
    expect(checkBindable(' ')).toEqual({ ok: true });
    expect(checkBindable('a@b.ph')).toEqual({ ok: false, error: 'alreadyBound' });
  });
});
