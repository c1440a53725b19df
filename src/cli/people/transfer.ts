// `savepoint export id [-o file]` and `savepoint import file --workspace w` (docs/export.md): a session as one
// newline-delimited JSON file, streamed both ways (it may be larger than memory), gzip-compressed when the file's
// name ends in .gz (and read back so, as retention's archives are). A file is written whole or not at all.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Command } from 'commander';
import { createTransfer } from '../../client/transfer.ts';
import { type Progress, startProgress } from '../terminal/progress.ts';
import { peopleCommand, runs } from './command.ts';
import { invalidInput } from './failure.ts';
import { plural, shown } from './views.ts';

const GZIP_MAGIC = [0x1f, 0x8b];

export function transferCommands(program: Command): void {
  const exporting = peopleCommand(program, {
    name: 'export <id>',
    summary: 'a session (with the sources a fork reads) as one newline-delimited JSON file, to stdout or -o',
    examples: ['savepoint export U2Vzc2lvbjo... -o session.ndjson', 'savepoint export U2Vzc2lvbjo... --objects -o session.ndjson.gz'],
  })
    .option('-o, --output <file>', 'write it to this file (gzip-compressed when the name ends in .gz)')
    .option('--objects', 'with the code (files and folders) its checkpoints name, so it restores anywhere');
  runs<{ output?: string; objects?: boolean }>(exporting, async (io, [id], options) => {
    if (io.json && !options.output) throw invalidInput('With --json, give the file to write: -o <file> (the export itself is the output otherwise).');
    const transfer = createTransfer({ url: io.url, token: io.token() });
    const body = await transfer.exportSession(id!, { objects: options.objects === true });
    const progress = startProgress(`Exporting ${id}`);
    const counted = counter(progress, 'received');
    try {
      if (!options.output) {
        await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), counted, process.stdout as Writable, { end: false });
        return;
      }
      const partial = `${options.output}.partial`;
      const gzip = options.output.endsWith('.gz') ? [createGzip()] : [];
      await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), counted, ...gzip, createWriteStream(partial)).catch(
        async (error: unknown) => {
          await rm(partial, { force: true });
          throw error;
        },
      );
      await rename(partial, options.output);
    } finally {
      progress.stop();
    }
    const written = { session: id, file: options.output, bytes: counted.bytes, lines: counted.lines };
    io.emit({ export: written }, () => [
      `Exported session ${id} to ${shown(options.output)}: ${plural(counted.lines, 'line')}, ${counted.bytes.toLocaleString('en')} bytes.`,
    ]);
  });

  const importing = peopleCommand(program, {
    name: 'import <file>',
    summary: 'an export (a file, or - for stdin; .gz read as such) as new sessions of yours in a workspace',
    examples: [
      'savepoint import session.ndjson --workspace V29ya3NwYWNlOi...',
      'savepoint export U2Vzc2lvbjo... | SAVEPOINT_URL=https://b.example/graphql savepoint import - --workspace V29ya3NwYWNlOi...',
    ],
  })
    .requiredOption('--workspace <id>', 'the workspace of yours it goes to')
    .option('--idempotency-key <key>', 'the same key with the same file answers the first import again, writing nothing');
  runs<{ workspace: string; idempotencyKey?: string }>(importing, async (io, [file], options) => {
    const { stream, gzip } = await sourceOf(file!);
    const progress = startProgress(`Importing ${file}`);
    const counted = counter(progress, 'sent');
    try {
      const body = Readable.toWeb(stream.pipe(counted)) as ReadableStream<Uint8Array>;
      const transfer = createTransfer({ url: io.url, token: io.token() });
      const answer = await transfer.importSession(options.workspace, body, { gzip, idempotencyKey: options.idempotencyKey });
      progress.stop();
      io.emit({ import: answer }, () => [
        `Imported session ${answer.session.id} into workspace ${options.workspace}${answer.replayed ? ' (already done: this answers the first import)' : ''}:`,
        ...answer.sessions.map(
          (session) =>
            `  ${session.id}  (exported as ${shown(session.exportedAs)})${session.clientKeyDropped ? `; without its client key "${session.clientKeyDropped}", which another session of yours has` : ''}`,
        ),
      ]);
    } finally {
      progress.stop();
    }
  });
}

/** The file (or stdin) to send, and whether it is gzip-compressed (by its first two bytes). */
async function sourceOf(file: string): Promise<{ stream: Readable; gzip: boolean }> {
  if (file === '-') {
    const stdin = process.stdin;
    await once(stdin, 'readable');
    const first = stdin.read() as Buffer | null;
    if (first) stdin.unshift(first);
    return { stream: stdin, gzip: first !== null && first[0] === GZIP_MAGIC[0] && first[1] === GZIP_MAGIC[1] };
  }
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw invalidInput(`${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}; give an export (savepoint export <session> -o <file>).`);
  });
  const head = Buffer.alloc(2);
  await handle.read(head, 0, 2, 0);
  await handle.close();
  return { stream: createReadStream(file), gzip: head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1] };
}

/** Passes bytes through, counting them (and lines) for the progress indicator and the summary. */
function counter(progress: Progress, verb: string): Transform & { bytes: number; lines: number } {
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      stream.bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) stream.lines++;
      progress.update(`${(stream.bytes / 1e6).toFixed(1)} MB ${verb}`);
      done(null, chunk);
    },
  }) as Transform & { bytes: number; lines: number };
  stream.bytes = 0;
  stream.lines = 0;
  return stream;
}
