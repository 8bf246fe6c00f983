// EMVCo merchant-presented QR payloads (the format of Pix "copia e cola" codes and of QR Ph): a
// string of ID-length-value fields ending with a CRC-16/CCITT-FALSE checksum (field 63).

/** One ID-length-value field; value length must fit two digits. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id must be two digits, got ${id}`);
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface EmvPayment {
  /** Merchant account template (field 26): globally unique id, e.g. 'br.gov.bcb.pix' or 'ph.ppmi.p2m'. */
  readonly gui: string;
  /** The key or merchant id the payment goes to. */
  readonly merchantKey: string;
  /** Amount in minor units; written with two decimals. */
  readonly amountMinor: number;
  /** ISO 4217 numeric currency (608 = PHP, 986 = BRL). */
  readonly currency: string;
  /** ISO 3166 alpha-2 country. */
  readonly country: string;
  readonly merchantName: string;
  readonly merchantCity: string;
  /** Reference label (field 62.05): our order number, so the payment finds its order. */
  readonly reference: string;
}

/** Builds a dynamic (point of initiation 12) EMV payment payload with its checksum. */
export function emvPayload(p: EmvPayment): string {
  const amount = `${Math.floor(p.amountMinor / 100)}.${String(p.amountMinor % 100).padStart(2, '0')}`;
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', p.gui) + tlv('01', p.merchantKey)) +
    tlv('52', '0000') +
    tlv('53', p.currency) +
    tlv('54', amount) +
    tlv('58', p.country) +
    tlv('59', p.merchantName.slice(0, 25)) +
    tlv('60', p.merchantCity.slice(0, 15)) +
    tlv('62', tlv('05', p.reference.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/** Whether a payload's trailing CRC matches its content. */
export function emvChecksumValid(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16(payload.slice(0, -4)) === payload.slice(-4);
}
