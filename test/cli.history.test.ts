// `savepoint history`, `conversation`, `search`, `checkpoints` and `diff`, run as a person runs them (the real
// executable against a live server): what a session did, said and changed, as tables, messages, hits and unified
// diffs, with --json for scripts, filters, pages, and each refusal with its exit code.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { type Client, createTestApp } from './helpers/app.ts';
import { jsonOf, missingId, personAt, type Run } from './helpers/cli.ts';
import { tempDir } from './helpers/fs.ts';
import { initRepo } from './helpers/git.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';

const app = await createTestApp();
const url = `${app.origin}/graphql`;

const Converse = graphql(`
  mutation CliConverse($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }
`);

let owner: Client;
let savepoint: (...args: string[]) => Promise<Run>;
let s: Awaited<ReturnType<typeof scenario>>;
let before: { id: string };
let after: { id: string };

beforeAll(async () => {
  owner = await app.owner('cli-history');
  savepoint = personAt(url, owner.token);
  const dir = await tempDir();
  await initRepo(dir, { 'src/limits.ts': 'export const limit = 10;\n' });
  s = await scenario(owner, READ_THEN_WRITE, { dir });
  await s.start();
  await s.complete('one');
  await owner.gql(Converse, {
    input: {
      conversationId: s.conversationId,
      messages: [
        { role: 'USER', content: 'Raise the rate limit to 100.' },
        {
          role: 'ASSISTANT',
          content: 'Reading the limits first.',
          toolCalls: [{ id: 'call_1', name: 'read_file', input: { path: 'src/limits.ts' } }],
          tokenCount: 40,
          costUsd: 0.002,
        },
        { role: 'TOOL', toolName: 'read_file', toolResult: 'export const limit = 10;' },
        { role: 'ASSISTANT', content: 'Raised it to 100.\nTests pass.', tokenCount: 60, costUsd: 0.003 },
      ],
    },
  });
  before = await s.checkpoint('before the change');
  await writeFile(path.join(dir, 'src/limits.ts'), 'export const limit = 100;\n');
  await s.complete('two');
  after = await s.checkpoint('limit raised');
}, 60_000);

describe('savepoint history', () => {
  it('shows the timeline as a table, filtered by kind, phase and time, a page at a time', { timeout: 60_000 }, async () => {
    const all = await savepoint('history', s.session.id, '--limit', '500');
    expect(all, all.stderr).toMatchObject({ code: 0, stderr: '' });
    const [header, ...rows] = all.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^WHEN +KIND +TYPE +ACTOR +WHAT$/);
    expect(rows[0]).toMatch(/^(just now|\d+ seconds? ago) +SESSION +session\.created +cli-history-token +CREATED$/);
    expect(rows).toContainEqual(
      expect.stringMatching(/ MESSAGE +messages\.appended +cli-history-token +ASSISTANT: Reading the limits first\. \[calls read_file\]$/),
    );
    expect(rows).toContainEqual(expect.stringMatching(/ MESSAGE +messages\.appended +cli-history-token +TOOL \(read_file\): \(its result\)$/));
    expect(rows).toContainEqual(expect.stringMatching(/ FILE_CHANGE +checkpoint\.created +cli-history-token +src\/limits\.ts MODIFIED \+1 -1$/));
    expect(rows).toContainEqual(expect.stringMatching(/ STEP +step\.state_changed +cli-history-token +"two" RUNNING → COMPLETED$/));

    const messages = jsonOf<{ session: { timeline: { nodes: Array<{ kind: string; message: { role: string } }> } } }>(
      await savepoint('history', s.session.id, '--kinds', 'message', '--json'),
    );
    expect(messages.session.timeline.nodes.map((entry) => [entry.kind, entry.message.role])).toEqual([
      ['MESSAGE', 'USER'],
      ['MESSAGE', 'ASSISTANT'],
      ['MESSAGE', 'TOOL'],
      ['MESSAGE', 'ASSISTANT'],
    ]);
    const byPhase = await savepoint('history', s.session.id, '--phase', 'WORK', '--kinds', 'task');
    expect(byPhase.stdout.trimEnd().split('\n').slice(1)).toEqual([
      expect.stringMatching(/ TASK +task\.state_changed +cli-history-token +t PENDING → RUNNING$/),
    ]);
    expect((await savepoint('history', s.session.id, '--from', '2000-01-01', '--to', '2000-01-02')).stdout).toBe('Nothing in this history matches.\n');

    // Pages: the footer gives the cursor of the next one, which goes on where the first stopped.
    const first = await savepoint('history', s.session.id, '--limit', '3');
    const footer = first.stdout.trimEnd().split('\n').at(-1)!;
    const cursor = footer.match(/^\d+ entries in all; the next page: --after (\S+)$/)?.[1];
    expect(cursor, footer).toBeDefined();
    const second = await savepoint('history', s.session.id, '--limit', '3', '--after', cursor!, '--json');
    const page = jsonOf<{ session: { timeline: { nodes: Array<{ type: string }> } } }>(second).session.timeline.nodes;
    expect(page.map((entry) => entry.type)).toEqual(rows.slice(3, 6).map((row) => row.split(/ {2,}/)[2]));
  });

  it('refuses a phase it does not have, a time it cannot read and a kind it does not know', { timeout: 60_000 }, async () => {
    const noPhase = await savepoint('history', s.session.id, '--phase', 'deploy');
    expect(noPhase).toMatchObject({ code: 3, stdout: '' });
    expect(noPhase.stderr).toBe(`savepoint: Session ${s.session.id} has no phase "deploy"; its phases: work.\n`);
    const badTime = await savepoint('history', s.session.id, '--from', 'yesterday');
    expect(badTime.code).toBe(2);
    expect(badTime.stderr).toMatch(/^savepoint: --from takes a time \(2026-11-27T10:00:00Z, or a date\) or a time ago \(30m, 2h, 7d\); not "yesterday"\.\n$/);
    expect((await savepoint('history', s.session.id, '--kinds', 'gossip')).code).toBe(2);
    expect(await savepoint('history', s.session.id, '--from', '1h', '--to', '2000-01-01')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'savepoint: filter.to: must be later than filter.from (the range is from, included, to to, excluded).\n',
    });
    expect((await savepoint('history', missingId('Session'))).code).toBe(3);
  });
});

describe('savepoint conversation', () => {
  it('reads the supervisor conversation with tool calls, tokens and cost; --no-tool-calls leaves them out', { timeout: 60_000 }, async () => {
    const read = await savepoint('conversation', s.session.id);
    expect(read, read.stderr).toMatchObject({ code: 0, stderr: '' });
    const lines = read.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^#1 USER {2}(just now|\d+ seconds? ago)$/),
      '  Raise the rate limit to 100.',
      expect.stringMatching(/^#2 ASSISTANT {2}.* · 40 tokens · \$0\.0020$/),
      '  Reading the limits first.',
      '  → read_file {"path":"src/limits.ts"}',
      expect.stringMatching(/^#3 TOOL read_file {2}/),
      '  export const limit = 10;',
      expect.stringMatching(/^#4 ASSISTANT {2}.* · 60 tokens · \$0\.0030$/),
      '  Raised it to 100.',
      '  Tests pass.',
      '',
      '4 messages · 100 tokens · $0.0050',
    ]);
    const quiet = await savepoint('conversation', s.session.id, '--no-tool-calls', '--no-tool-results', '--limit', '1');
    expect(quiet.stdout).not.toContain('read_file');
    expect(quiet.stdout.trimEnd().split('\n').at(-1)).toBe('the latest 1 of 3 messages (--limit shows more) · 100 tokens · $0.0050');
    const json = jsonOf<{ session: { supervisorHistory: { messageCount: number; totalTokens: number; messages: Array<{ message: { role: string } }> } } }>(
      await savepoint('conversation', s.session.id, '--json'),
    );
    expect(json.session.supervisorHistory).toMatchObject({ messageCount: 4, totalTokens: 100 });
    const task = await savepoint('conversation', s.session.id, '--task', 't');
    expect(task).toEqual({ code: 0, stdout: 'Task t has no conversation of its own yet.\n', stderr: '' });
    expect((await savepoint('conversation', s.session.id, '--task', 'nobody')).code).toBe(3);
  });
});

describe('savepoint search', () => {
  it('finds what was said and done, best match first, and refuses a query it cannot read', { timeout: 60_000 }, async () => {
    const found = jsonOf<{ search: { totalCount: number; nodes: Array<{ kind: string; session: { id: string }; snippet: { text: string } }> } }>(
      await savepoint('search', 'rate limit', '--kinds', 'message', '--json'),
    );
    expect(found.search.nodes[0]).toMatchObject({ kind: 'MESSAGE', session: { id: s.session.id }, snippet: { text: 'Raise the rate limit' } });
    const text = await savepoint('search', 'limit', '--session', s.session.id, '--roles', 'assistant');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^MESSAGE ASSISTANT {2}Refactor the login flow {2}/);
    expect(text.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ hits?$/);
    const refused = await savepoint('search', 'kind:comment limit');
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toMatch(/^savepoint: .*kind/);
    expect((await savepoint('search', 'limit', '--kinds', 'comment')).code).toBe(2);
  });
});

describe('savepoint checkpoints and diff', () => {
  it('lists the checkpoints with the files each changed, and diffs the code between two', { timeout: 60_000 }, async () => {
    const listed = await savepoint('checkpoints', s.session.id, '--with-diff');
    expect(listed, listed.stderr).toMatchObject({ code: 0, stderr: '' });
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +SEQ +KIND +TAKEN +CODE +LABEL$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${before.id.replace(/[+=]/g, '\\$&')} +#\\d+ +MANUAL +.* +1 file \\+1 -0 +before the change$`)),
      '    ADDED    src/limits.ts  +1 -0',
      expect.stringMatching(/ +MANUAL +.* +1 file \+1 -1 +limit raised$/),
      '    MODIFIED src/limits.ts  +1 -1',
    ]);

    const diff = await savepoint('diff', after.id);
    expect(diff, diff.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(diff.stdout).toBe(
      [
        'From #1 "before the change" to #2 "limit raised": 1 file changed, +1 -1',
        '--- a/src/limits.ts',
        '+++ b/src/limits.ts',
        '@@ -1 +1 @@',
        '-export const limit = 10;',
        '+export const limit = 100;',
        '',
      ].join('\n'),
    );
    const stat = await savepoint('diff', before.id, '--against', after.id, '--stat');
    expect(stat.stdout).toBe('From #2 "limit raised" to #1 "before the change": 1 file changed, +1 -1\n  MODIFIED src/limits.ts  +1 -1\n');
    const json = jsonOf<{ node: { diff: { totals: { filesChanged: number }; files: Array<{ path: string; hunks: Array<{ lines: string[] }> }> } } }>(
      await savepoint('diff', after.id, '--json'),
    );
    expect(json.node.diff).toMatchObject({
      totals: { filesChanged: 1 },
      files: [{ path: 'src/limits.ts', hunks: [{ lines: ['-export const limit = 10;', '+export const limit = 100;'] }] }],
    });
    const missing = missingId('Checkpoint');
    expect(await savepoint('diff', missing)).toEqual({
      code: 3,
      stdout: '',
      stderr: `savepoint: No checkpoint of yours has the id ${missing}: check it (ids are printed by the commands that list them).\n`,
    });
  });
});
