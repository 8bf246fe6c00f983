// The graceful stop (src/serve.ts stopServer): the database closes after every module's onClose
// (tickers stopped, the group-commit writer flushed), never before. An onClose hook added after
// buildApp would run first: Fastify runs onClose hooks newest first.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { stopServer } from '../src/serve';

describe('stopping the server', () => {
  it('closes the database after every module has closed', async () => {
    const order: string[] = [];
    const app = Fastify();
    await app.register(
      fp(async (module) => {
        module.addHook('onClose', async () => void order.push('writer flushed'));
      }),
    );
    await app.register(async (module) => {
      module.addHook('onClose', async () => void order.push('ticker stopped'));
    });
    await app.ready();
    await stopServer(app, { destroy: async () => void order.push('database closed') });
    expect(order).toEqual(['ticker stopped', 'writer flushed', 'database closed']);
  });

  it('Fastify runs a hook added last first: why the database is not closed in one', async () => {
    const order: string[] = [];
    const app = Fastify();
    await app.register(
      fp(async (module) => {
        module.addHook('onClose', async () => void order.push('writer flushed'));
      }),
    );
    app.addHook('onClose', async () => void order.push('database closed'));
    await app.close();
    expect(order).toEqual(['database closed', 'writer flushed']);
  });
});
