// Objects received from the server, gathered into a git pack file on the agent's disk and written into the store in
// one step at the end (writePack): until then the store holds none of them, so a download refused half-way (an
// object whose bytes do not hash to its id) writes nothing. The pack is git's version 2 format with whole objects
// only (no deltas): "PACK", version, count; per object a type-and-size header and its zlib-deflated content; the
// SHA-1 of all that. git itself checks every object again when it reads the pack in.
import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { corrupt } from './git-error.ts';
import type { ObjectType } from './object-io.ts';
import { GitExit, gitExit, spawnGit } from './run-git.ts';
import { type GitOptions, openShadow } from './shadow-repo.ts';

const TYPE_CODE: Record<ObjectType, number> = { tree: 2, blob: 3 };
/**
 * Below this many objects a pack is exploded into loose objects (unpack-objects), from it on kept as a pack
 * (index-pack). Measured here (git 2.39, 2 cores): unpack-objects takes 5, 12, 21 and 178 ms for 10, 50, 100 and
 * 1,000 blobs, index-pack 4 to 9 ms for all of them; a `hash-object -w --stdin` per object 4 ms each (17 s for 5,000).
 * So a pack is kept from a handful of objects on (git's own transfer.unpackLimit is 100); below, loose objects spare
 * the store a pack and its index for each tiny download.
 */
export const UNPACK_LIMIT = 16;

/** The object header of a pack entry: type and size, seven bits at a time after the first four. */
function entryHeader(type: ObjectType, size: number): Buffer {
  const bytes: number[] = [];
  let byte = (TYPE_CODE[type] << 4) | (size & 0x0f);
  let rest = Math.floor(size / 16);
  while (rest > 0) {
    bytes.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  bytes.push(byte);
  return Buffer.from(bytes);
}

export type PackWriter = {
  readonly file: string;
  readonly count: number;
  add(type: ObjectType, content: Buffer): Promise<void>;
  /** Writes the header's count and the checksum: the file is then a complete pack. */
  finish(): Promise<void>;
  /** Closes and deletes the file (finished or not). */
  discard(): Promise<void>;
};

/** A pack being written at a new file in `dir` (the agent's store: never the workspace). */
export async function createPackWriter(dir: string): Promise<PackWriter> {
  const file = path.join(dir, `incoming-${process.pid}-${randomUUID()}.pack`);
  const handle: FileHandle = await open(file, 'wx+', 0o600);
  let count = 0;
  let offset = 12; // where the next entry goes; the header is written last
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let isOpen = true;
  // Entries are written a batch at a time: one write per object cost more than the deflating.
  const flush = async () => {
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await handle.write(data, 0, data.length, offset);
    offset += data.length;
  };
  return {
    file,
    get count() {
      return count;
    },
    async add(type, content) {
      // Synchronous: objects are at most the snapshot's file size limit, and the pool's round trip cost more.
      const data = deflateSync(content, { level: 1 });
      pending.push(entryHeader(type, content.length), data);
      pendingBytes += data.length;
      count++;
      if (pendingBytes >= 1 << 20) await flush();
    },
    async finish() {
      await flush();
      const header = Buffer.alloc(12);
      header.write('PACK', 0, 'latin1');
      header.writeUInt32BE(2, 4);
      header.writeUInt32BE(count, 8);
      await handle.write(header, 0, 12, 0);
      const hash = createHash('sha1');
      const buffer = Buffer.alloc(1 << 16);
      for (let at = 0; at < offset; ) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, offset - at), at);
        hash.update(buffer.subarray(0, bytesRead));
        at += bytesRead;
      }
      const sum = hash.digest();
      await handle.write(sum, 0, sum.length, offset);
      await handle.close();
      isOpen = false;
    },
    async discard() {
      if (isOpen) await handle.close().catch(() => {});
      isOpen = false;
      await rm(file, { force: true });
    },
  };
}

/**
 * Writes a finished pack's objects into the given store: loose objects for a few (unpack-objects), the pack kept
 * (index-pack) for many. git reads the pack from the file and checks every object and the checksum.
 */
export async function writePack(options: GitOptions, pack: PackWriter): Promise<void> {
  if (pack.count === 0) return;
  const repo = (await openShadow(options, { workspace: false, create: true }))!;
  const input = await open(pack.file, 'r');
  try {
    const args = pack.count < UNPACK_LIMIT ? ['unpack-objects', '-q'] : ['index-pack', '--stdin'];
    const child = spawnGit(repo.store, repo.gitDirs, args, [input.fd, 'ignore', 'pipe']);
    await gitExit(child);
  } catch (error) {
    const reason = error instanceof GitExit ? error.stderr : (error as Error).message;
    throw corrupt(repo.store, `the objects received could not be written into it (${reason})`, error);
  } finally {
    await input.close();
  }
}
