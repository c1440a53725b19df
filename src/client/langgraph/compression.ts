// Values SavepointSaver gzips before it sends them: the server seals what it stores (AES-GCM, at rest), so PostgreSQL
// cannot compress it as it compresses PostgresSaver's rows (TOAST), and a chat's messages would take ~4× the room.
// A value of COMPRESS_FROM bytes or more goes gzipped when that makes it smaller, its type tag marked (`json+gzip`);
// reading undoes it by the tag, so values stored before (or by another client) read as they are.
// CompressionStream: Node 18+ and browsers alike (this runs in both).

const GZIP = '+gzip';
/** Below this, a value goes as it is (as TOAST, which compresses rows from 2 kB). */
const COMPRESS_FROM = 2_048;

export type Typed = { type: string; bytes: Uint8Array };

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream)).arrayBuffer());
}

/** The value as it is sent: gzipped and tagged when large and compressible. */
export async function packValue(type: string, bytes: Uint8Array): Promise<Typed> {
  if (bytes.length < COMPRESS_FROM) return { type, bytes };
  const packed = await through(bytes, new CompressionStream('gzip'));
  return packed.length < bytes.length ? { type: `${type}${GZIP}`, bytes: packed } : { type, bytes };
}

/** The value as the serializer wrote it. */
export async function unpackValue(type: string, bytes: Uint8Array): Promise<Typed> {
  if (!type.endsWith(GZIP)) return { type, bytes };
  return { type: type.slice(0, -GZIP.length), bytes: await through(bytes, new DecompressionStream('gzip')) };
}
