// Operator CLI for the wallet: `pnpm --filter @perya/server ops <command>`, on the database the
// server uses (DATABASE_URL, default apps/server/.data/perya.sqlite). Commands:
//   withdrawals                         list withdrawals waiting for a decision
//   withdrawals:approve <orderNo> [op]  pay one out (the sandbox payout's "approve")
//   withdrawals:reject <orderNo> [why]  return its amount to the player's main wallet
//   deposits:expire                     cancel unpaid deposit orders past their expiry
//   audit                               check the ledger's invariants (exit 1 when broken)
//   sms [phone]                         the SMS sandbox's outbox (SMS_SANDBOX=1): latest codes sent
// It works on the database directly (whoever runs it is on the server's machine), so it needs no
// server secret, only DATABASE_URL and SEED_FILE as the server reads them.
import { fileURLToPath } from 'node:url';
import { DEFAULTS, parseDatabaseUrl } from '../src/config';
import { readOutbox } from '../src/adapters/sms/outbox';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { createLedger } from '../src/modules/ledger/ledger';
import { auditLedger } from '../src/modules/ledger/audit';
import { loadSeedFile } from '../src/modules/app/seed';
import { createDepositService } from '../src/modules/wallet/deposits';
import { createProtection } from '../src/modules/protection/service';
import { marketSwitches } from '../src/modules/protection/markets';
import { createWithdrawalService, sandboxPayoutAdapter } from '../src/modules/wallet/withdrawals';
import { formatMoney, formatPhoneDisplay, normalizePhone } from '@perya/domain';
import { AppError } from '../src/http/errors';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const [command, ...rest] = process.argv.slice(2).filter((a) => a !== '--');

async function main(): Promise<number> {
  const problems: string[] = [];
  const databaseConfig = parseDatabaseUrl(process.env.DATABASE_URL?.trim() || undefined, `${packageDir}.data/perya.sqlite`, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const seedFile = process.env.SEED_FILE?.trim() || `${packageDir}seed/config.yaml`;
  const database = openDatabase(databaseConfig);
  try {
    await migrateToLatest(database.db, database.kind, process.env.PHONE_DIAL_CODE?.trim() || DEFAULTS.phoneDialCode);
    const now = Date.now;
    const ledger = createLedger(database.db, now);
    // The operator's seed file (what the server loads on start).
    const seed = loadSeedFile(seedFile);
    const wallet = seed.wallet;
    // Crediting a deposit by hand still withholds bonuses from an excluded player (issue 15).
    const protection = createProtection({ db: database.db, kind: database.kind, now, config: seed.protection });
    const withdrawals = createWithdrawalService({ db: database.db, ledger, config: wallet, payouts: [sandboxPayoutAdapter], now, marketOf: marketSwitches(seed.protection).market });
    const deposits = createDepositService({ db: database.db, ledger, config: wallet, adapters: new Map(), now, guard: protection });
    switch (command) {
      case 'withdrawals': {
        const list = await withdrawals.pending(1000);
        for (const w of list) {
          console.log(`${w.order_no}  user ${w.user_id}  ${formatMoney(w.amount)} (fee ${formatMoney(w.fee)}, pays ${formatMoney(w.actual_amount)})  ${w.method} ${w.bank_code}${w.agency_code === null ? '' : ` agency ${w.agency_code}`} ${w.account_no}${w.account_type === null ? '' : ` (${w.account_type})`} ${w.account_name}  ${w.payout_adapter}${w.payout_status === null ? '' : ` (${w.payout_status})`}  ${new Date(w.created_at).toISOString()}`);
        }
        console.log(`${list.length} pending`);
        return 0;
      }
      case 'withdrawals:approve':
      case 'withdrawals:reject': {
        const [orderNo, note] = rest;
        if (orderNo === undefined) throw new Error(`usage: ops ${command} <orderNo> [${command.endsWith('approve') ? 'operator' : 'reason'}]`);
        const approve = command === 'withdrawals:approve';
        const row = await withdrawals.settle(orderNo, approve ? 'approve' : 'reject', `cli:${approve ? (note ?? 'operator') : 'operator'}`, approve ? undefined : note);
        console.log(`${row.order_no}: ${row.status}`);
        return 0;
      }
      case 'deposits:expire':
        console.log(`${await deposits.expireDue()} deposit orders canceled`);
        return 0;
      case 'audit': {
        const report = await auditLedger(database.db);
        console.log(`${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`);
        for (const problem of report.problems) console.log(`PROBLEM: ${problem}`);
        console.log(report.problems.length === 0 ? 'ledger OK' : `${report.problems.length} problems`);
        return report.problems.length === 0 ? 0 : 1;
      }
      case 'sms': {
        // The phone however it is written (0917..., 917..., +63 917-...), as the server reads it.
        const dialCode = process.env.PHONE_DIAL_CODE?.trim() || DEFAULTS.phoneDialCode;
        let phone: string | undefined;
        if (rest.length > 0) {
          const normalised = normalizePhone(rest.join(' '), dialCode);
          if (!normalised.ok) throw new Error(`not a phone number for ${dialCode}: ${rest.join(' ')}`);
          phone = normalised.value;
        }
        const messages = await readOutbox(database.db, phone, 20);
        for (const m of messages) console.log(`${new Date(m.createdAt).toISOString()}  ${formatPhoneDisplay(m.phone, dialCode)}  ${m.purpose}  ${m.body}`);
        console.log(messages.length === 0 ? 'no messages in the SMS sandbox outbox' : `${messages.length} latest`);
        return 0;
      }
      default:
        console.error('commands: withdrawals | withdrawals:approve <orderNo> [operator] | withdrawals:reject <orderNo> [reason] | deposits:expire | audit | sms [phone]');
        return 2;
    }
  } finally {
    await database.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AppError) console.error(error.code === 'FORBIDDEN' ? 'that order was already settled the other way' : error.code === 'NOT_FOUND' ? 'no such withdrawal order' : error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
