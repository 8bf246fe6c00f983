// /lottoHistory (spec §2): the player's drawn tickets and what each won.
import { LottoTicketsPage } from './LottoTickets';

export default function LottoHistoryPage() {
  return <LottoTicketsPage status="settled" />;
}
