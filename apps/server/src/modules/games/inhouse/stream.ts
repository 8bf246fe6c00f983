// Live round state as Server-Sent Events: GET /x2/og/stream?game=jump|sabong&token=… (EventSource sends no
// headers, so the token rides in the query; request logs redact it). Each `state` event carries the
// same object the polling endpoint (ogJumpState / ogSabongState) returns. Sent on every change of the round, and
// once a second while it runs, so a view can resync its curve to server time.
import type { FastifyInstance } from 'fastify';
import { HEADERS, OG_STREAM_EVENT, OG_STREAM_PATH, ogStreamGame } from '@perya/api/contract';
import { headerValue } from '../../../http/handlers';
import { z } from 'zod';
import type { Authenticate, Caller } from '../../../http/routes';
import { AppError } from '../../../http/errors';
import { eventStreams } from '../../../http/eventStream';
import type { JumpRunner } from './jump';
import type { SabongAccess, SabongRunner } from './sabong';

/** A live game as the stream sees it. */
interface Source {
  state(userId: number | undefined): Promise<unknown>;
  subscribe(listener: () => void): () => void;
}

export const STREAM_RESYNC_MS = 1_000;

export function registerOgStream(
  app: FastifyInstance,
  deps: {
    /** CORS allow-list (config.corsOrigins). */
    corsOrigins: readonly string[] | undefined;
    jump: JumpRunner;
    sabong: SabongRunner;
    /**
     * Whether sabong is on for this caller (per jurisdiction and brand) and the video its brand
     * plays: the logged-in player's account, else the app code header (issue 11: never the Origin header).
     */
    sabongAccess: (caller: Caller | undefined, appCode: string | undefined) => SabongAccess;
    authenticate: Authenticate;
  },
): void {
  const streams = eventStreams(app, { corsOrigins: deps.corsOrigins });

  app.get(OG_STREAM_PATH, async (request, reply) => {
    const query = z.object({ game: ogStreamGame, token: z.string().min(1).max(256).optional() }).safeParse(request.query);
    if (!query.success) throw new AppError('VALIDATION');
    // EventSource cannot send headers (query token); a fetch-based reader sends the token header.
    const token = query.data.token ?? headerValue(request.headers, HEADERS.token);
    const caller = token === undefined ? undefined : await deps.authenticate(token);
    const userId = caller?.user.id;
    const sabongAccess = deps.sabongAccess(caller, headerValue(request.headers, HEADERS.appCode));
    const source: Source =
      query.data.game === 'jump' ? deps.jump : { state: (user) => deps.sabong.state(user, sabongAccess), subscribe: (l) => deps.sabong.subscribe(l) };
    // The first state before hijacking, so a failure still answers an envelope.
    const first = await source.state(userId);

    // The stream closes only after this handler has run (the client leaves, or the server closes).
    const stream = streams.open(request, reply, () => {
      unsubscribe();
      clearInterval(resync);
    });
    let sending = false;
    let again = false;
    const push = async () => {
      if (stream.isClosed()) return;
      if (sending) {
        again = true;
        return;
      }
      sending = true;
      try {
        do {
          again = false;
          stream.send(OG_STREAM_EVENT, await source.state(userId));
        } while (again && !stream.isClosed());
      } catch (error) {
        request.log.error({ err: error }, 'og stream state failed');
      } finally {
        sending = false;
      }
    };
    stream.send(OG_STREAM_EVENT, first);
    const unsubscribe = source.subscribe(() => void push());
    const resync = setInterval(() => void push(), STREAM_RESYNC_MS);
  });
}
