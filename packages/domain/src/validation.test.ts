import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidCnpj,
  isValidCpf,
  validateCpfCnpj,
  validateEmail,
  validateInviteCode,
  validateName,
  validatePassword,
  validatePhone,
  validateRequired,
  validateSecurityPhone,
  validateSmsCode,
} from './validation';

describe('spec §5 phone', () => {
  it.each(['912345678', '9123456789', '09123456789'])('accepts %s (9–11 digits)', (phone) => {
    expect(validatePhone(phone)).toEqual({ ok: true, value: phone });
  });
  it('trims surrounding whitespace', () => {
    expect(validatePhone('  9123456789 ')).toEqual({ ok: true, value: '9123456789' });
  });
  it.each(['91234567', '091234567890', '+639123456', '912 345 678', '91234567a', '９１２３４５６７８'])(
    'rejects %s',
    (phone) => {
      expect(validatePhone(phone)).toEqual({ ok: false, error: 'enterCorrectPhone' });
    },
  );
  it('empty is required', () => {
    expect(validatePhone('   ')).toEqual({ ok: false, error: 'phoneRequired' });
  });
  it('accepts exactly the digit strings of length 9–11 (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), (digits) => {
        expect(validatePhone(digits).ok).toBe(digits.length >= 9 && digits.length <= 11);
      }),
    );
  });
});

describe('spec §5 security verification phone', () => {
  it('accepts exactly 10 digits', () => {
    expect(validateSecurityPhone('9123456789')).toEqual({ ok: true, value: '9123456789' });
  });
  it.each(['912345678', '09123456789', '912345678x'])('rejects %s', (phone) => {
    expect(validateSecurityPhone(phone)).toEqual({ ok: false, error: 'securityPhoneInvalid' });
  });
  it('empty is required', () => {
    expect(validateSecurityPhone('')).toEqual({ ok: false, error: 'phoneRequired' });
  });
});

describe('spec §5 password', () => {
  it.each(['abcdef', 'p@ss-w0rd!', '密码密码密码'])('accepts %s', (pwd) => {
    expect(validatePassword(pwd)).toEqual({ ok: true, value: pwd });
  });
  it('is valid exactly when 6+ characters and no whitespace (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (pwd) => {
        expect(validatePassword(pwd).ok).toBe(pwd.length >= 6 && !/\s/.test(pwd));
      }),
    );
  });
  it.each(['', 'abcde', 'abc def', ' abcdef', 'abcdef ', 'abc\tdefg', 'abcdefg\n'])('rejects %j', (pwd) => {
    expect(validatePassword(pwd)).toEqual({ ok: false, error: 'passwordInvalid' });
  });
});

describe('spec §5 SMS code', () => {
  it('accepts exactly 6 digits', () => {
    expect(validateSmsCode('012345')).toEqual({ ok: true, value: '012345' });
    expect(validateSmsCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
  });
  it.each(['', '12345', '1234567', '12345a', '123 45'])('rejects %j', (code) => {
    expect(validateSmsCode(code)).toEqual({ ok: false, error: 'codeInvalid' });
  });
});

describe('spec §5 email', () => {
  it('accepts an address and lower-cases the domain only', () => {
    expect(validateEmail(' Juan.Dela+pix@Example.COM.ph ')).toEqual({
      ok: true,
      value: 'Juan.Dela+pix@example.com.ph',
    });
  });
  it.each(['juan', 'juan@', '@example.com', 'juan@example', 'ju an@example.com', 'juan..x@example.com', 'juan@-x.com'])(
    'rejects %s',
    (email) => {
      expect(validateEmail(email)).toEqual({ ok: false, error: 'emailInvalid' });
    },
  );
  it('rejects an over-long address', () => {
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)).toEqual({ ok: false, error: 'emailInvalid' });
  });
  it('empty is required', () => {
    expect(validateEmail('')).toEqual({ ok: false, error: 'emailRequired' });
  });
});

describe('spec §5 name', () => {
  it.each(['Maria Clara', "O'Neil", 'Jean-Luc', 'Ma. Cristina', 'José da Silva', '王小明', 'Jr.'])(
    'accepts %s',
    (name) => {
      expect(validateName(name)).toEqual({ ok: true, value: name });
    },
  );
  it('collapses inner whitespace', () => {
    expect(validateName('  Juan   Dela\tCruz ')).toEqual({ ok: true, value: 'Juan Dela Cruz' });
  });
  it.each(['J', 'Juan2', 'Juan--Cruz', '-Juan', 'Juan_Cruz', 'a'.repeat(51), '<script>'])('rejects %s', (name) => {
    expect(validateName(name)).toEqual({ ok: false, error: 'nameInvalid' });
  });
  it('empty is required', () => {
    expect(validateName(' ')).toEqual({ ok: false, error: 'nameRequired' });
  });
});

describe('spec §5 CPF/CNPJ', () => {
  it('checks CPF check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('checks CNPJ check digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000171')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
  it('accepts punctuation and returns bare digits', () => {
    expect(validateCpfCnpj('529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
    expect(validateCpfCnpj('11.222.333/0001-81')).toEqual({ ok: true, value: '11222333000181' });
  });
  it.each(['529.982.247-26', '123', '5299822472a', '11.222.333/0001-80', '111.111.111-11'])('rejects %s', (id) => {
    expect(validateCpfCnpj(id)).toEqual({ ok: false, error: 'cpfInvalid' });
  });
  it('empty is required', () => {
    expect(validateCpfCnpj('')).toEqual({ ok: false, error: 'cpfRequired' });
  });
});

describe('spec §5 invite code', () => {
  it('is optional unless required', () => {
    expect(validateInviteCode('  ')).toEqual({ ok: true, value: '' });
    expect(validateInviteCode('', { required: true })).toEqual({ ok: false, error: 'inviteCodeInvalid' });
  });
  it('accepts 4–16 letters or digits', () => {
    expect(validateInviteCode(' AB12cd ')).toEqual({ ok: true, value: 'AB12cd' });
  });
  it.each(['abc', 'a'.repeat(17), 'AB-12', 'AB 12'])('rejects %s', (code) => {
    expect(validateInviteCode(code)).toEqual({ ok: false, error: 'inviteCodeInvalid' });
  });
});

describe('spec §5 required information', () => {
  it('requires non-blank text', () => {
    expect(validateRequired(' x ')).toEqual({ ok: true, value: 'x' });
    expect(validateRequired(' \n')).toEqual({ ok: false, error: 'informationRequired' });
  });
});
