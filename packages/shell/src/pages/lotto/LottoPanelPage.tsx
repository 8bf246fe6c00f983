// /lottoPanel (spec §2): the player's tickets waiting for their draw.
import { LottoTicketsPage } from './LottoTickets';

export default function LottoPanelPage() {
  return <LottoTicketsPage status="pending" />;
}
