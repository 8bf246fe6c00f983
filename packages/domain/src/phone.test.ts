import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, localPhoneDigits, normalizePhone, validatePhoneEntry } from './phone';
import { MARKET_DIAL_CODES, marketDialCode } from './dialCodes';

describe('spec §1/§5 one phone number, one E.164 form', () => {
  it('reads 0917..., 917..., 63917... and +63 917... as one number for +63', () => {
    for (const input of ['09171234567', '9171234567', '639171234567', '+639171234567', ' +63 917-123-4567 ', '0917 123 4567']) {
      expect(normalizePhone(input, '+63')).toEqual({ ok: true, value: '+639171234567' });
    }
  });

  it('refuses numbers that are not a +63 mobile, another country, or junk', () => {
    for (const input of ['+529171234567', '123456789', '0817123456', '91712345678', '+63917123456', '917abc4567', '+', '0']) {
      expect(normalizePhone(input, '+63')).toEqual({ ok: false, error: 'enterCorrectPhone' });
    }
    expect(normalizePhone('  ', '+63')).toEqual({ ok: false, error: 'phoneRequired' });
  });

  it('uses a plain length rule for other dialling codes', () => {
    expect(normalizePhone('5512345678', '+52')).toEqual({ ok: true, value: '+525512345678' });
    expect(normalizePhone('+52 55 1234 5678', '52')).toEqual({ ok: true, value: '+525512345678' });
    expect(() => normalizePhone('5512345678', 'x')).toThrow(RangeError);
  });

  it('takes a dialling code of 1 to 3 digits, with or without its plus, and nothing else', () => {
    expect(normalizePhone('2025550123', '+1')).toEqual({ ok: true, value: '+12025550123' });
    expect(normalizePhone('12345678', '855')).toEqual({ ok: true, value: '+85512345678' });
    for (const code of ['+6312', 'x63', '6+3', '+063', '']) {
      expect(() => normalizePhone('9171234567', code)).toThrow(`not a dialling code: '${code}'`);
    }
  });

  it('strips the country code only when the rest is a number of that country', () => {
    // 55 + a PH mobile is not a PH number written with its country code.
    expect(normalizePhone('559171234567', '+63')).toEqual({ ok: false, error: 'enterCorrectPhone' });
    // +1: '1234567' is a national number of its own (the rest, '234567', is too short).
    expect(normalizePhone('1234567', '+1')).toEqual({ ok: true, value: '+11234567' });
  });

  it('shows the local digits the phone field takes', () => {
    expect(localPhoneDigits('+639171234567', '+63')).toBe('9171234567');
    expect(localPhoneDigits('09171234567', '+63')).toBe('09171234567');
  });

  it('lets an API caller send form digits or E.164, nothing else', () => {
    expect(validatePhoneEntry('09171234567')).toEqual({ ok: true, value: '09171234567' });
    expect(validatePhoneEntry('+63 917 123 4567')).toEqual({ ok: true, value: '+639171234567' });
    expect(validatePhoneEntry('+12')).toEqual({ ok: false, error: 'enterCorrectPhone' });
    expect(validatePhoneEntry('0917-123')).toEqual({ ok: false, error: 'enterCorrectPhone' });
    // Pasted with spaces around it; a doubled plus; more than E.164's 15 digits.
    expect(validatePhoneEntry(' +639171234567 ')).toEqual({ ok: true, value: '+639171234567' });
    expect(validatePhoneEntry('++639171234567')).toEqual({ ok: false, error: 'enterCorrectPhone' });
    expect(validatePhoneEntry('+6391712345678901')).toEqual({ ok: false, error: 'enterCorrectPhone' });
  });
});

describe('spec §1 "+63": a phone is shown in one form', () => {
  it('shows every spelling of a PH mobile as +63 917 123 4567', () => {
    for (const written of ['09171234567', '9171234567', '+639171234567', '639171234567', '+63 917-123-4567']) {
      expect(formatPhoneDisplay(written, '+63')).toBe('+63 917 123 4567');
    }
  });
  it('groups other countries\' numbers and keeps what is not a number as written', () => {
    expect(formatPhoneDisplay('+5511912345678', '+55')).toBe('+55 119 123 45678');
    expect(formatPhoneDisplay('+521123456789', '+52')).toBe('+52 112 345 6789');
    expect(formatPhoneDisplay('abc', '+63')).toBe('abc');
    expect(formatPhoneDisplay(' 12 ', '+63')).toBe('12');
  });
});

describe('spec §1 "+63": a market\'s dialling code', () => {
  it('is +63 for the Philippines and a valid code for every market', () => {
    expect(MARKET_DIAL_CODES.PH).toBe('+63');
    for (const code of Object.values(MARKET_DIAL_CODES)) expect(formatPhoneDisplay('', code)).toBe('');
  });
});

describe('issue 23 item 2: the dialling code comes from the market, never the language', () => {
  it("is the account's market's, else the brand's", () => {
    // A PH account on a Brazilian-configured brand, and a guest on a PH brand.
    expect(marketDialCode('PH', 'BR')).toBe('+63');
    expect(marketDialCode(undefined, 'PH')).toBe('+63');
    expect(marketDialCode(null, 'BR')).toBe('+55');
    expect(formatPhoneDisplay('09171234567', marketDialCode('PH', 'PH'))).toBe('+63 917 123 4567');
  });
});
