// What the server keeps of a Pix payer's CPF/CNPJ (spec §7 recharge/v2 "CPF/CNPJ for Pix").
//
// The full number is needed once: the payment channel receives it with the order (gateway.ts).
// After that nobody at the operator needs the whole number — support matches a payment by order
// number and the channel's reference — so the database keeps only a masked form that a person
// can recognise ("***.456.789-**" for a CPF, "**.***.678/0001-**" for a CNPJ) and a DB dump does
// not leak the document. Data minimisation rather than encryption: no key to manage or rotate.

/** Digits only of a CPF (11) or CNPJ (14), as the contract's validation leaves them. */
function digitsOf(taxId: string): string {
  return taxId.replace(/\D/g, '');
}

/**
 * The stored form of a CPF/CNPJ: the middle digits of a CPF (positions 4-9), or the branch block
 * and the two before it of a CNPJ; everything else masked. Anything else is fully masked.
 */
export function maskTaxId(taxId: string): string {
  const d = digitsOf(taxId);
  if (d.length === 11) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  if (d.length === 14) return `**.***.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
  return '*'.repeat(Math.min(Math.max(d.length, 1), 20));
}

/** True when a stored value is already masked (the migration that masks old rows is re-runnable). */
export function isMaskedTaxId(stored: string): boolean {
  return stored.includes('*');
}
