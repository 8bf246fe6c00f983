import { describe, expect, it } from 'vitest';
import { diffKeys, leafPaths } from './keys';

describe('leafPaths', () => {
  it('lists every nested string leaf as a dotted path', () => {
    expect(leafPaths({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });
});

describe('diffKeys', () => {
  const reference = { common: { ok: 'OK', cancel: 'Cancel' }, wallet: { status: { pending: 'Pending' } } };

  it('finds nothing when the shapes match', () => {
    const same = { common: { ok: 'Sí', cancel: 'No' }, wallet: { status: { pending: 'P' } } };
    expect(diffKeys(reference, same)).toEqual({ missing: [], extra: [] });
  });

  it('reports a missing nested key and a stray key', () => {
    const candidate = { common: { ok: 'OK', cancle: 'typo' }, wallet: { status: {} } };
    expect(diffKeys(reference, candidate)).toEqual({
      missing: ['common.cancel', 'wallet.status.pending'],
      extra: ['common.cancle'],
    });
  });

  it('reports a group replaced by a string', () => {
    expect(diffKeys(reference, { common: 'oops', wallet: reference.wallet })).toEqual({
      missing: ['common.cancel', 'common.ok'],
      extra: ['common'],
    });
  });
});
