// Static files (the viewer's bundle) under a strict Content-Security-Policy. The folder is the server's own; what is
// refused is any path that would leave it, hidden files, and anything that is not a regular file.
import { open, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.ts';

/**
 * On every answer under the prefix, errors included. Scripts, styles, images, fonts and connections (GraphQL over
 * fetch and graphql-ws) come from this origin only: no inline script or style, no eval, no plugin, no <base>, no form
 * posting elsewhere; no other site may frame the pages, and browsers trust the content types given.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type StaticOptions = {
  /** Where the paths start (`/viewer`); `<prefix>/` serves index.html. */
  prefix: string;
  /** The folder served; null, or a folder that does not exist (not built yet), answers 404 with `missing`, which says why. */
  root: string | null;
  missing: string;
  logger: Logger;
};

/** A handler for the requests whose path (decoded by nobody yet, query aside) is the prefix or under it. */
export function staticFiles({ prefix, root, missing, logger }: StaticOptions) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.setHeader(name, value);
    if (root === null) return answer(response, 404, missing);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return answer(response, 405, `Only GET and HEAD are served under ${prefix}.`);
    }
    if (pathname === prefix) return void response.writeHead(308, { location: `${prefix}/`, 'content-length': 0 }).end();
    const segments = segmentsOf(pathname.slice(prefix.length + 1));
    if (!segments) return answer(response, 400, `Not a path of a file under ${prefix}/: no "." or ".." segment, hidden file, encoded slash or backslash.`);
    try {
      const base = await realpath(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null; // checked at each request: a bundle built after the start is served
        throw error;
      });
      if (base === null) return answer(response, 404, missing);
      const file = await realpath(path.join(base, ...segments)).catch(() => null);
      // A link may point out of the folder: the real path must still be inside it.
      if (!file?.startsWith(base + path.sep)) return answer(response, 404, `Nothing at ${pathname}.`);
      const handle = await open(file, 'r');
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) return answer(response, 404, `Nothing at ${pathname}.`);
        const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'content-length': stat.size });
        if (request.method === 'HEAD') return void response.end();
        await pipeline(handle.createReadStream({ autoClose: false }), response).catch(() => {}); // the client went away
      } finally {
        await handle.close();
      }
    } catch (error) {
      logger.error(`could not serve ${pathname} from ${root}: ${String(error)}`);
      if (!response.headersSent) answer(response, 500, 'The file could not be read; the server log says why.');
      else response.destroy();
    }
  };
}

/** The path below the prefix as decoded segments (`index.html` for a folder), or null when it is not a plain file path. */
function segmentsOf(rest: string): string[] | null {
  const segments: string[] = [];
  for (const raw of (rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

function answer(response: ServerResponse, status: number, message: string): void {
  const body = `${message}\n`;
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
}
