// Snapshot objects to and from the server (the workspace agent's transport): which of a list of object ids the server
// lacks (GraphQL missingObjects), a body of objects sent (POST /objects), a body of objects read (POST
// /objects/read). A body is git's serialisation of each object, uncompressed, one after another; what the objects
// are is the agent's business (src/agent/wire.ts), this file only carries bytes, with the owner's bearer token.
//
//   const transport = createObjectTransport({ url: 'http://localhost:4000/graphql', token });
//   const lacking = await transport.missing(oids);

import { RequestError } from './request-error.ts';

/** What the agent needs of the server to exchange objects; tests give it one of their own. */
export type ObjectTransport = {
  /** The ids among `oids` the server does not hold for this owner. */
  missing(oids: readonly string[]): Promise<string[]>;
  /** Stores a body of objects; each object must name only objects the server holds or that come earlier in it. */
  upload(body: Uint8Array<ArrayBuffer>): Promise<void>;
  /** A body holding the objects with these ids. */
  read(oids: readonly string[]): Promise<Uint8Array>;
};

export type ObjectTransportOptions = {
  /** The server's GraphQL endpoint, e.g. http://localhost:4000/graphql; the object routes are beside it (/objects). */
  url: string;
  token?: string | null;
  /** What sends the HTTP requests (default: the global fetch). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};

const MISSING_OBJECTS = 'query MissingObjects($oids: [String!]!) { missingObjects(oids: $oids) }';

export function createObjectTransport(options: ObjectTransportOptions): ObjectTransport {
  const send = options.fetch ?? ((target: string, init: RequestInit) => fetch(target, init));
  const authorization: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const objectsUrl = new URL('objects', options.url).toString();
  const readUrl = new URL('objects/read', options.url).toString();

  async function call(target: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await send(target, { ...init, method: 'POST', headers: { ...init.headers, ...authorization } });
    } catch (cause) {
      throw new RequestError('UNREACHABLE', `No answer from ${target}: ${cause instanceof Error ? cause.message : String(cause)}`, { retryable: true, cause });
    }
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    const { status } = response;
    const code = status === 401 || status === 403 ? 'UNAUTHENTICATED' : status === 413 ? 'LIMIT_EXCEEDED' : status < 500 ? 'BAD_REQUEST' : 'UNREACHABLE';
    throw new RequestError(code, `HTTP ${status} from ${target}${text ? `: ${text.slice(0, 500)}` : ''}`, { retryable: code === 'UNREACHABLE', status });
  }

  return {
    async missing(oids) {
      const response = await call(options.url, {
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query: MISSING_OBJECTS, variables: { oids } }),
      });
      const body = (await response.json()) as { data?: { missingObjects?: string[] } | null; errors?: Array<{ message: string }> };
      if (body.errors?.length || !body.data?.missingObjects) throw RequestError.fromErrors(body.errors ?? [], response.status);
      return body.data.missingObjects;
    },
    async upload(body) {
      await call(objectsUrl, { headers: { 'content-type': 'application/octet-stream' }, body });
    },
    async read(oids) {
      const response = await call(readUrl, {
        headers: { 'content-type': 'application/json', accept: 'application/octet-stream' },
        body: JSON.stringify({ oids }),
      });
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
