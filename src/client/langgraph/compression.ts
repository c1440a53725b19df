// Values SavepointSaver gzips before it sends them: the server seals what it stores (AES-GCM, at rest), so PostgreSQL
// cannot compress it as it compresses PostgresSaver's rows (TOAST), and a chat's messages would take ~4× the room.
// A value of COMPRESS_FROM bytes or more goes gzipped when that makes it smaller, its type tag marked (`json+gzip`);
// reading undoes it by the tag, so values stored before (or by another client) read as they are.
// Under Node, zlib at level 1: 8× faster than CompressionStream's fixed level 6 on a chat's messages (0.9 against 7 ms
// for 180 kB, 25% larger), and gunzip 3× faster than DecompressionStream. Elsewhere (browsers), the web streams. Node's
// zlib is found at run time (process.getBuiltinModule, Node 20.16+), never imported: this runs in browsers too.

const GZIP = '+gzip';
/** Below this, a value goes as it is (as TOAST, which compresses rows from 2 kB). */
const COMPRESS_FROM = 2_048;
/** zlib's fastest level: a put's compression is on its writer's path, once per changed channel. */
const LEVEL = 1;
/**
 * Up to this, zlib works on the caller's turn: a hop to its thread pool costs more than the work on a chat's values
 * (0.3 ms per list of 10 checkpoints, of 6.7); larger values go to the pool, so the event loop runs on meanwhile.
 */
const IN_TURN_BYTES = 256 * 1024;

export type Typed = { type: string; bytes: Uint8Array };

type Done = (error: Error | null, result: Uint8Array) => void;
/** What this file uses of node:zlib. */
type Zlib = {
  gzip(bytes: Uint8Array, options: { level: number }, done: Done): void;
  gunzip(bytes: Uint8Array, done: Done): void;
  gzipSync(bytes: Uint8Array, options: { level: number }): Uint8Array;
  gunzipSync(bytes: Uint8Array): Uint8Array;
};
const zlib = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:zlib') as Zlib | undefined;

const settled =
  (resolve: (bytes: Uint8Array) => void, reject: (error: Error) => void): Done =>
  (error, result) =>
    error ? reject(error) : resolve(result);

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream)).arrayBuffer());
}

function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  if (!zlib) return through(bytes, new CompressionStream('gzip'));
  if (bytes.length <= IN_TURN_BYTES) return Promise.resolve(zlib.gzipSync(bytes, { level: LEVEL }));
  return new Promise((resolve, reject) => zlib.gzip(bytes, { level: LEVEL }, settled(resolve, reject)));
}

function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  if (!zlib) return through(bytes, new DecompressionStream('gzip'));
  if (bytes.length <= IN_TURN_BYTES) return Promise.resolve(zlib.gunzipSync(bytes));
  return new Promise((resolve, reject) => zlib.gunzip(bytes, settled(resolve, reject)));
}

/** The value as it is sent: gzipped and tagged when large and compressible. */
export async function packValue(type: string, bytes: Uint8Array): Promise<Typed> {
  if (bytes.length < COMPRESS_FROM) return { type, bytes };
  const packed = await gzip(bytes);
  return packed.length < bytes.length ? { type: `${type}${GZIP}`, bytes: packed } : { type, bytes };
}

/** The value as the serializer wrote it. */
export async function unpackValue(type: string, bytes: Uint8Array): Promise<Typed> {
  if (!type.endsWith(GZIP)) return { type, bytes };
  return { type: type.slice(0, -GZIP.length), bytes: await gunzip(bytes) };
}
