// A plain static file server for a built folder (a static Storybook): what any web server a
// designer is sent the build with would do, no dev server. Used by the design system's static
// Storybook check (packages/ui/scripts/check-static-storybook.mjs) and the page stories' visual
// check (packages/shell/visual). Run as a script, it serves `<folder> <port>` until stopped.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Content types of what a Vite or Storybook build writes. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * The file a request path names inside `root` (a path ending in `/` names its index.html), never
 * a file outside it.
 * @param {string} root
 * @param {string} pathname  the URL's path, still percent-encoded
 */
export function fileOf(root, pathname) {
  const file = path.join(root, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
}

/**
 * Serves `root` on 127.0.0.1 (`port` 0: a free port). Answers 404 for what is not there.
 * @param {string} root
 * @param {number} [port]
 * @returns {Promise<{ url: string; close(): Promise<void> }>}
 */
export async function serveStatic(root, port = 0) {
  const folder = path.resolve(root);
  const server = createServer((request, response) => {
    const target = fileOf(folder, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (target === null) {
      response.writeHead(404).end();
      return;
    }
    readFile(target).then(
      (body) => {
        response.writeHead(200, { 'content-type': CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(target))] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, port] = process.argv.slice(2);
  if (!folder) throw new Error('usage: node staticServer.js <folder> [port]');
  const { url } = await serveStatic(folder, Number(port ?? 0));
  console.log(`serving ${folder} on ${url}`);
}
