// Serves the static page Storybook (storybook-static/) for the visual check, as any plain web server
// would: no dev server, the build a designer is sent.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'storybook-static');
const port = Number(process.argv[2] ?? 6108);
const TYPES = {
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

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
  readFile(target).then(
    (body) => {
      response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
      response.end(body);
    },
    () => {
      response.writeHead(404);
      response.end();
    },
  );
}).listen(port, '127.0.0.1');
