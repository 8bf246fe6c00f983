// A third-party game provider, as the launch endpoints see it. A real integration implements this
// (calling the provider's launch API) and settles through the seamless wallet (wallet.ts); the
// default is the sandbox provider (sandbox.ts), which works offline.
import type { CatalogueGame } from '../catalogue';

export interface LaunchInput {
  /** This server's public origin as the player reached it, e.g. http://127.0.0.1:4000. */
  readonly baseUrl: string;
  /** The launch token the provider calls the seamless wallet with. */
  readonly sessionToken: string;
  readonly game: CatalogueGame;
  readonly lang: string;
  /** Where the game's exit button returns to ('' for none). */
  readonly backUrl: string;
}

export interface GameProviderAdapter {
  /** The URL the player opens (POST /hd/login). */
  launchUrl(input: LaunchInput): Promise<string>;
  /** A launcher page, for providers launched with HTML (POST /x2/pg-soft/get-game-html). */
  launchHtml(input: LaunchInput): Promise<string>;
}
