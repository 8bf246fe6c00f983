// Home's lobby: the finder over the plates, the plates while no filter is set. It lives outside
// pages/home/ so that it loads beside the home page, out of its first-load chunk.
import { LobbyBrowser } from './LobbyBrowser';
import { HomeGamePlates } from './HomeGamePlates';

export default function HomeLobby() {
  return <LobbyBrowser idle={<HomeGamePlates />} />;
}
