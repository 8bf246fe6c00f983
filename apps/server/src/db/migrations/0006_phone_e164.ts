// Schema change of issue 11 "phone ownership" (migration 0006_phone_e164; never edit: databases
// have run it): every stored phone becomes E.164 for the server's dialling code, accounts made
// before phones had to be proven are marked, and a phone belongs to one account at most.
import type { Migration } from 'kysely';
import { normalizePhone } from '@perya/domain';
import type { AnyDb } from '../migrationHelpers';

interface UserRow {
  id: number | string;
  account: string;
  phone: string | null;
}

export function phoneE164Migration(dialCode: string): Migration {
  const e164 = (text: string): string | undefined => {
    const result = normalizePhone(text, dialCode);
    return result.ok ? result.value : undefined;
  };
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('phone_unproven', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('sms_codes').addColumn('sender_ip', 'varchar(64)').execute();
      await db.schema.createIndex('sms_codes_sender_ip_idx').on('sms_codes').columns(['sender_ip', 'created_at']).execute();

      // Oldest first: when '0917...' and '917...' were two accounts, the older keeps the number.
      // The newer one is not merged and loses nothing (its wallet is keyed by its id): it keeps its
      // original account string (so it stays reachable by its account id and user id for support)
      // but no longer holds the phone, so it cannot receive codes or log in by that number.
      const users = (await db.selectFrom('users').select(['id', 'account', 'phone']).orderBy('created_at').orderBy('id').execute()) as UserRow[];
      const taken = new Set<string>();
      for (const user of users) {
        const number = user.phone === null ? undefined : e164(user.phone);
        if (number === undefined) continue;
        if (taken.has(number)) {
          await db.updateTable('users').set({ phone: null }).where('id', '=', user.id).execute();
          continue;
        }
        taken.add(number);
        // A phone account's login account is its phone; other accounts (google:...) keep theirs.
        const account = user.account === user.phone ? number : user.account;
        await db.updateTable('users').set({ phone: number, account }).where('id', '=', user.id).execute();
      }
      // Before this change a password account needed no SMS code: whoever registered first holds
      // the number. Such accounts (every account on a number, made before now) are unproven until
      // their first SMS-code login.
      // Verified accounts too: an owner's SMS login used to mark a squatter's account verified
      // without ending the squatter's sessions, so `verified` proves nothing about who else is in.
      await db.updateTable('users').set({ phone_unproven: 1 }).where('phone', 'is not', null).execute();
      const codes = (await db.selectFrom('sms_codes').select('phone').distinct().execute()) as { phone: string }[];
      for (const { phone } of codes) {
        const number = e164(phone);
        if (number !== undefined && number !== phone) await db.updateTable('sms_codes').set({ phone: number }).where('phone', '=', phone).execute();
      }
      // One account per phone from now on, whatever the code path (NULLs do not collide).
      await db.schema.createIndex('users_phone_key').unique().on('users').column('phone').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('users_phone_key').execute();
      await db.schema.dropIndex('sms_codes_sender_ip_idx').execute();
      await db.schema.alterTable('sms_codes').dropColumn('sender_ip').execute();
      await db.schema.alterTable('users').dropColumn('phone_unproven').execute();
    },
  };
}
