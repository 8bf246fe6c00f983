// English (India): en-PH's text with the wording that differs for players in India.
import { withOverrides } from '../resources';
import type { LocaleResources } from '../resources';
import { enPH } from './en-PH';

export const enIN: LocaleResources = withOverrides(enPH, {
  common: {
    empty: 'Nothing here as of now',
  },
  auth: {
    phone: 'Mobile number',
    phonePlaceholder: 'e.g. 9876543210',
    smsCode: 'OTP',
    smsCodePlaceholder: '6-digit OTP',
    sendCode: 'Send OTP',
    resendIn: 'Resend OTP in {{seconds}} s',
    codeSent: 'An OTP was sent to {{phone}}',
    loginWithCode: 'Log in with OTP',
  },
  account: {
    phone: 'Mobile number',
    bindPhone: 'Link mobile number',
  },
  wallet: {
    bankCardNumber: 'Bank account number',
    agencyCode: 'IFSC code',
    checking: 'Current',
    saving: 'Savings',
    currencyName: 'Indian rupee',
    settlementNotice: 'Daily settlement at 0:00 (GMT+8), which is 21:30 IST.',
  },
  pages: {
    about1:
      'We make quick, fair games for players in India: sabong, scratch cards, color game, jump, ring and dice, plus slots, live casino and more from trusted providers.',
  },
  popups: {
    migration: {
      protectBody: 'Verify your mobile number to protect your balance during the move.',
    },
  },
  help: {
    title: 'Help center',
  },
});
