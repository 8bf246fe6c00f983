// English (Malaysia): en-PH's text with the wording that differs for players in Malaysia.
import { withOverrides } from '../resources';
import type { LocaleResources } from '../resources';
import { enPH } from './en-PH';

export const enMY: LocaleResources = withOverrides(enPH, {
  auth: {
    phone: 'Mobile number',
    phonePlaceholder: 'e.g. 123456789',
    smsCode: 'TAC',
    smsCodePlaceholder: '6-digit TAC',
    sendCode: 'Request TAC',
    resendIn: 'Request again in {{seconds}} s',
    codeSent: 'A TAC was sent to {{phone}}',
    loginWithCode: 'Log in with TAC',
  },
  account: {
    phone: 'Mobile number',
  },
  wallet: {
    bankCardNumber: 'Bank account number',
    checking: 'Current',
    saving: 'Savings',
    currencyName: 'Malaysian ringgit',
  },
  pages: {
    about1:
      'We make quick, fair games for players in Malaysia: sabong, scratch cards, color game, jump, ring and dice, plus slots, live casino and more from trusted providers.',
  },
  popups: {
    redBag: {
      title: 'Ang pow',
    },
  },
});
