// The payer data rule: a CPF/CNPJ is stored masked only (spec §7 recharge/v2 CPF/CNPJ for Pix).
import { describe, expect, it } from 'vitest';
import { isMaskedTaxId, maskTaxId } from './payerData';

describe('maskTaxId', () => {
  it('keeps the middle digits of a CPF, formatted or not', () => {
    expect(maskTaxId('529.982.247-25')).toBe('***.982.247-**');
    expect(maskTaxId('52998224725')).toBe('***.982.247-**');
  });
  it('keeps the middle and branch digits of a CNPJ', () => {
    expect(maskTaxId('11.222.333/0001-81')).toBe('**.***.333/0001-**');
  });
  it('masks anything else entirely, and never leaves the check digits', () => {
    expect(maskTaxId('12345')).toBe('*****');
    expect(maskTaxId('')).toBe('*');
    for (const id of ['529.982.247-25', '11.222.333/0001-81']) expect(maskTaxId(id)).not.toContain(id.replace(/\D/g, '').slice(-2) + '');
  });
  it('tells a masked value from a full one (the migration that masks old rows runs once per row)', () => {
    expect(isMaskedTaxId(maskTaxId('529.982.247-25'))).toBe(true);
    expect(isMaskedTaxId('52998224725')).toBe(false);
  });
});
