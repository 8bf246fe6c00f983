// SMS code mutations (spec §7 /x2/sms/*). Sending or checking a code changes no cached data.
import { routes } from '../contract/routes';
import { writeOf } from './factory';

export const smsSendMutation = writeOf(routes.smsSend);
export const smsSendRegisterMutation = writeOf(routes.smsSendRegister);
export const smsSendLoginMutation = writeOf(routes.smsSendLogin);
export const smsCheckMutation = writeOf(routes.smsCheck);
/** Mails a code to bind an email (issue 26 item 5). */
export const emailSendMutation = writeOf(routes.emailSend);
