// A stand-in for the server's object store, for the agent's tests: a second real git repository (bare, in a temp
// folder) behind the agent's transport (client/objects.ts ObjectTransport), holding the server's rules on its own
// (this file shares no code with src/agent/): it hashes what arrives, accepts an object only when every object it
// names is stored or earlier in the same body (else the whole body is refused), refuses tree entries named .git (any
// case), ".", "..", or containing "/", and modes other than 100644, 100755, 120000 and 40000; it stores with `git
// hash-object -w` and checks git gives the same ids; it answers `missing` from `git cat-file --batch-check` and
// `read` from `git cat-file --batch`. It records every question, body and stored id, for the tests to count.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectTransport } from '../../src/client/objects.ts';
import { tempDir } from './fs.ts';
import { GIT_ENV } from './git.ts';

type Stored = { oid: string; type: 'blob' | 'tree'; content: Buffer };

export type ObjectServer = {
  /** The bare repository holding what was stored. */
  dir: string;
  transport: ObjectTransport;
  /** Each `missing` question (the ids asked), each body's size, the ids stored (in order), each `read` (the ids). */
  questions: string[][];
  bodies: number[];
  stored: string[];
  reads: string[][];
  /** git in the stand-in's repository. */
  git(args: string[], input?: string | Buffer): Buffer;
};

const MODES = new Set(['100644', '100755', '120000', '40000']);

function parse(body: Buffer): Stored[] {
  const objects: Stored[] = [];
  for (let at = 0; at < body.length; ) {
    const nul = body.indexOf(0, at);
    const [type, size] = body.toString('latin1', at, nul).split(' ') as ['blob' | 'tree', string];
    if (nul < 0 || !['blob', 'tree'].includes(type) || !/^\d+$/.test(size)) throw new Error(`400: not an object at byte ${at}`);
    const end = nul + 1 + Number(size);
    if (end > body.length) throw new Error('400: body cut short');
    const oid = createHash('sha1').update(body.subarray(at, end)).digest('hex'); // what arrived, hashed
    objects.push({ oid, type, content: body.subarray(nul + 1, end) });
    at = end;
  }
  return objects;
}

/** The ids a tree names, after checking its entries against the rules. */
function named(tree: Stored): string[] {
  const ids: string[] = [];
  for (let at = 0; at < tree.content.length; ) {
    const nul = tree.content.indexOf(0, at);
    const [mode, name] = [
      tree.content.toString('latin1', at, tree.content.indexOf(32, at)),
      tree.content.toString('utf8', tree.content.indexOf(32, at) + 1, nul),
    ];
    if (!MODES.has(mode) || ['.', '..', ''].includes(name) || name.includes('/') || name.toLowerCase() === '.git') {
      throw new Error(`400: tree ${tree.oid} has a refused entry ${JSON.stringify(name)} (${mode})`);
    }
    ids.push(tree.content.toString('hex', nul + 1, nul + 21));
    at = nul + 21;
  }
  return ids;
}

export async function objectServer(): Promise<ObjectServer> {
  const dir = path.join(await tempDir('savepoint-object-server-'), 'objects.git');
  const git = (args: string[], input?: string | Buffer) => execFileSync('git', [`--git-dir=${dir}`, ...args], { env: GIT_ENV, input, maxBuffer: 1 << 30 });
  git(['init', '-q', '--bare']);
  const absent = (oids: readonly string[]) =>
    oids.length === 0
      ? []
      : git(['cat-file', '--batch-check=%(objectname)'], `${oids.join('\n')}\n`)
          .toString()
          .split('\n')
          .filter((line) => line.endsWith(' missing'))
          .map((line) => line.split(' ')[0]!);
  const server: ObjectServer = { dir, questions: [], bodies: [], stored: [], reads: [], git, transport: null as never };

  async function store(objects: Stored[]) {
    const scratch = `${dir}-incoming`;
    await mkdir(scratch, { recursive: true });
    try {
      for (const type of ['blob', 'tree'] as const) {
        const ofType = objects.filter((object) => object.type === type);
        if (ofType.length === 0) continue;
        const files = ofType.map((object) => path.join(scratch, object.oid));
        await Promise.all(ofType.map((object, i) => writeFile(files[i]!, object.content)));
        const written = git(['hash-object', '-w', '-t', type, '--stdin-paths'], `${files.join('\n')}\n`)
          .toString()
          .trim()
          .split('\n');
        if (written.join() !== ofType.map((object) => object.oid).join()) throw new Error('500: git hashed differently');
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  server.transport = {
    async missing(oids) {
      server.questions.push([...oids]);
      return absent(oids);
    },
    async upload(body) {
      const objects = parse(Buffer.from(body));
      const earlier = new Set<string>();
      const names = new Map<string, string[]>(); // tree -> the ids it names
      for (const object of objects) if (object.type === 'tree') names.set(object.oid, named(object));
      // Everything a tree names must be stored already or come earlier in this body.
      const outside = [...new Set([...names.values()].flat())];
      const lacking = new Set(absent(outside));
      const stored = new Set(outside.filter((oid) => !lacking.has(oid)));
      for (const object of objects) {
        for (const oid of names.get(object.oid) ?? []) {
          if (!earlier.has(oid) && !stored.has(oid)) throw new Error(`400: tree ${object.oid} names ${oid}, neither stored nor earlier in the body`);
        }
        earlier.add(object.oid);
      }
      await store(objects);
      server.bodies.push(body.byteLength);
      server.stored.push(...objects.map((object) => object.oid));
    },
    async read(oids) {
      server.reads.push([...oids]);
      const lacking = new Set(absent(oids));
      if (oids.every((oid) => lacking.has(oid))) return new Uint8Array(0);
      const out = git(['cat-file', '--batch'], `${oids.filter((oid) => !lacking.has(oid)).join('\n')}\n`);
      const parts: Buffer[] = [];
      for (let at = 0; at < out.length; ) {
        const eol = out.indexOf(10, at);
        const [, type, size] = out.toString('latin1', at, eol).split(' ');
        const content = out.subarray(eol + 1, eol + 1 + Number(size));
        parts.push(Buffer.from(`${type} ${size}\0`, 'latin1'), content);
        at = eol + 1 + Number(size) + 1;
      }
      return new Uint8Array(Buffer.concat(parts));
    },
  };
  return server;
}

/** Every object a tree reaches in a repository (the tree itself included), as a set of ids. */
export function reachable(gitDir: string, tree: string): Set<string> {
  const listed = execFileSync('git', [`--git-dir=${gitDir}`, 'rev-list', '--objects', '--no-object-names', tree], { env: GIT_ENV, maxBuffer: 1 << 30 });
  return new Set(listed.toString().trim().split('\n').filter(Boolean));
}
