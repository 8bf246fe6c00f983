// The sandbox's sabong video: a short looping clip (seed/sabong-clip/, made by
// scripts/make-sabong-clip.sh) served as an HLS playlist, so the live view is never an empty slot
// where no operator stream is configured. Only with SABONG_SANDBOX; a real arena configures its
// pit camera's stream (games.yaml `sabong:`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/errors';

export const SABONG_CLIP_PATH = '/sandbox/sabong/clip.m3u8';

/**
 * The clip's files by name: the playlist and its numbered MPEG-TS segments, nothing else (`.m2t`,
 * not `.ts`, which the TypeScript tooling would take for source).
 */
const FILE = /^clip(\d{1,3})?\.(m3u8|m2t)$/;
const TYPES = { m3u8: 'application/vnd.apple.mpegurl', m2t: 'video/mp2t' } as const;

/** Serves the clip from `dir`, read once at start (a few tens of KB). */
export function registerSabongClip(app: FastifyInstance, dir: string): void {
  const files = new Map<string, { type: string; body: Buffer }>();
  const playlist = readFileSync(path.join(dir, 'clip.m3u8'));
  files.set('clip.m3u8', { type: TYPES.m3u8, body: playlist });
  for (const line of playlist.toString('utf8').split('\n')) {
    const name = line.trim();
    const match = FILE.exec(name);
    if (match?.[2] === 'm2t') files.set(name, { type: TYPES.m2t, body: readFileSync(path.join(dir, name)) });
  }
  app.get<{ Params: { file: string } }>('/sandbox/sabong/:file', async (request, reply) => {
    const file = files.get(request.params.file);
    if (file === undefined) throw new AppError('NOT_FOUND');
    return reply.header('content-type', file.type).header('cache-control', 'public, max-age=3600').send(file.body);
  });
}
