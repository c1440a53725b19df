// `savepoint rewind`, `rewind-conversation`, `undo-rewind`, `fork`, `branch`, `lineage` and `compare`, run as a
// person runs them (the real executable against a live server) on a session in a real git repository: a dry run
// changes nothing, a rewind puts the files back and keeps what was there, an undo brings it back whole, a fork works
// in a worktree of its own, and every refusal exits with the code of its kind.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { jsonOf, missingId, personAt, type Run } from './helpers/cli.ts';
import { tempDir } from './helpers/fs.ts';
import { gitTrimmed, initRepo } from './helpers/git.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { visible } from './helpers/sessions.ts';

const app = await createTestApp();
const url = `${app.origin}/graphql`;

let savepoint: (...args: string[]) => Promise<Run>;
let s: Awaited<ReturnType<typeof scenario>>;
let owner: Awaited<ReturnType<typeof app.owner>>;
let dir: string;
let before: { id: string };
const limits = () => readFile(path.join(dir, 'src/limits.ts'), 'utf8');

beforeAll(async () => {
  owner = await app.owner('cli-rewind');
  savepoint = personAt(url, owner.token);
  dir = await tempDir();
  await initRepo(dir, { 'src/limits.ts': 'export const limit = 10;\n' });
  s = await scenario(owner, READ_THEN_WRITE, { dir });
  await s.start();
  await s.complete('one');
  await s.say('Raising the limit.');
  before = await s.checkpoint('before the change');
  await writeFile(path.join(dir, 'src/limits.ts'), 'export const limit = 100;\n');
  await s.say('Raised it to 100.', 'Now a sliding window?');
  await s.complete('two');
  await s.checkpoint('limit raised');
}, 60_000);

describe('savepoint rewind and undo-rewind', () => {
  it('previews, rewinds the code keeping what was there as a branch, and undoes it whole', { timeout: 60_000 }, async () => {
    const preview = await savepoint('rewind', s.session.id, '--checkpoint', before.id, '--dry-run');
    expect(preview, preview.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(preview.stdout).toMatch(
      /^Would rewind \(nothing changed\):\n {2}back to +.*code of checkpoint #1 "before the change"\n {2}files +src\/limits\.ts MODIFIED\n/,
    );
    expect(await limits()).toBe('export const limit = 100;\n');

    const rewound = await savepoint('rewind', s.session.id, '--checkpoint', before.id, '--preserve-branch', 'before-rewind', '--json');
    expect(rewound.code, rewound.stderr).toBe(0);
    const { rewindCode } = jsonOf<{ rewindCode: { rewind: { id: string; kind: string; preservedAs: { kind: string; reference: string } } } }>(rewound);
    expect(rewindCode.rewind).toMatchObject({ kind: 'CODE', preservedAs: { kind: 'BRANCH', reference: 'refs/heads/before-rewind' } });
    expect(await limits()).toBe('export const limit = 10;\n');
    expect(gitTrimmed(dir, 'show', 'before-rewind:src/limits.ts')).toBe('export const limit = 100;');

    const taken = await savepoint('rewind', s.session.id, '--checkpoint', before.id, '--preserve-branch', 'before-rewind');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^savepoint: .*before-rewind/);

    // Undone by the session's id: its latest rewind not yet undone.
    const undone = await savepoint('undo-rewind', s.session.id);
    expect(undone, undone.stderr).toEqual({
      code: 0,
      stdout: `Undid rewind ${rewindCode.rewind.id} (CODE) of session ${s.session.id}: files, messages and plan are back as they were before it.\n`,
      stderr: '',
    });
    expect(await limits()).toBe('export const limit = 100;\n');
    const again = await savepoint('undo-rewind', s.session.id);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toBe(`savepoint: Session ${s.session.id} has no rewind left to undo: each of its rewinds is undone already, or it never rewound.\n`);
    expect((await savepoint('undo-rewind', rewindCode.rewind.id)).code).toBe(1); // the rewind itself, already undone: REWIND_NOT_UNDOABLE
    expect((await savepoint('undo-rewind', missingId('Rewind'))).code).toBe(3);
    expect((await savepoint('rewind', s.session.id, '--checkpoint', missingId('Checkpoint'))).code).toBe(3);
    expect((await savepoint('rewind', s.session.id, '--checkpoint', before.id, '--stash', '--preserve-branch', 'x')).code).toBe(2);
    expect((await savepoint('rewind', s.session.id)).stderr).toMatch(/^error: required option '--checkpoint <id>' not specified/);
  });

  it('cuts the conversation back, setting messages aside, and brings them back', { timeout: 60_000 }, async () => {
    const cut = await savepoint('rewind-conversation', s.session.id, '--count', '2');
    expect(cut, cut.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(cut.stdout).toMatch(
      /^Rewound \(CONVERSATION\):\n {2}files +none changed\n {2}messages +2 messages set aside \(kept, never deleted\)\n {2}undo +savepoint undo-rewind (\S+)\n$/,
    );
    expect(await visible(owner, s.conversationId)).toEqual(['Raising the limit.']);
    const rewindId = cut.stdout.match(/undo-rewind (\S+)\n$/)![1]!;
    expect((await savepoint('undo-rewind', rewindId)).code).toBe(0);
    expect(await visible(owner, s.conversationId)).toEqual(['Raising the limit.', 'Raised it to 100.', 'Now a sliding window?']);
    for (const args of [[], ['--count', '1', '--to-time', '1h'], ['--count', 'two']]) {
      const run = await savepoint('rewind-conversation', s.session.id, ...args);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
    }
  });
});

describe('savepoint fork, branch, lineage and compare', () => {
  it('forks from a checkpoint into a worktree, shows the tree and what differs; a branch at a checkpoint', { timeout: 60_000 }, async () => {
    const place = path.join(await tempDir(), 'sliding');
    const forked = await savepoint(
      'fork',
      s.session.id,
      '--checkpoint',
      before.id,
      '--name',
      'Try a sliding window',
      '--worktree',
      place,
      '--branch',
      'try-sliding',
    );
    expect(forked, forked.stderr).toMatchObject({ code: 0, stderr: '' });
    const id = forked.stdout.match(/^Forked session (\S+) "Try a sliding window" \((\w+)\) from (\S+):\n/)?.[1];
    expect(id, forked.stdout).toBeDefined();
    expect(forked.stdout).toMatch(
      /\n {2}from +CHECKPOINT .*: checkpoint #1 "before the change"\n {2}works in +\S+sliding \(WORKTREE, branch refs\/heads\/try-sliding\)\n {2}inherits +1 message\n {2}next +savepoint resume \S+\n$/,
    );
    expect(await readFile(path.join(place, 'src/limits.ts'), 'utf8')).toBe('export const limit = 10;\n');

    const tree = await savepoint('lineage', id!);
    expect(tree.code, tree.stderr).toBe(0);
    expect(tree.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${s.session.id.replace(/[+=]/g, '\\$&')} {2}RUNNING {2}"Refactor the login flow" {2}`)),
      expect.stringMatching(/^└─ \S+ {2}\w+ {2}"Try a sliding window" {2}.* ← this one$/),
    ]);
    const lineage = jsonOf<{ session: { lineage: { depth: number; ancestors: { nodes: Array<{ id: string }> } } } }>(await savepoint('lineage', id!, '--json'));
    expect(lineage.session.lineage).toMatchObject({ depth: 1, ancestors: { nodes: [{ id: s.session.id }] } });

    const compared = await savepoint('compare', id!, s.session.id);
    expect(compared.code, compared.stderr).toBe(0);
    expect(compared.stdout).toMatch(/\nPlan: revision 0 here, 0 there\n {2}t: \w+ here, \w+ there\n/);
    expect(compared.stdout).toMatch(/\nConversations:\n {2}SUPERVISOR ".*": 1 in common, then 0 here and 2 there\n$/);
    expect((await savepoint('compare', id!, missingId('Session'))).code).toBe(3);

    const branch = await savepoint('branch', before.id, '--name', 'cp-before');
    expect(branch, branch.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(branch.stdout).toMatch(/^Branch cp-before at [0-9a-f]{12}: checkpoint #1 "before the change"\.\n$/);
    expect(gitTrimmed(dir, 'show', 'cp-before:src/limits.ts')).toBe('export const limit = 10;');
    const exists = await savepoint('branch', before.id, '--name', 'cp-before');
    expect(exists.code).toBe(1);
    expect(exists.stderr).toMatch(/^savepoint: .*cp-before/);

    const twoPoints = await savepoint('fork', s.session.id, '--checkpoint', before.id, '--time', '1h');
    expect(twoPoints).toMatchObject({ code: 2, stderr: 'savepoint: Fork from one point: --checkpoint, --message or --time.\n' });
    expect((await savepoint('fork', s.session.id, '--plan', path.join(dir, 'no-such-plan.json'))).code).toBe(2);
  });
});
