// Claude Code recorded for real: the fast hook (what the settings Savepoint prints point Claude Code at) run as a
// child process for each hook of the recorded session of fixtures, against a live server on a real PostgreSQL; the
// session then read through GraphQL, rewound and forked like any other, and resumed with the real `savepoint resume`
// (which runs `claude --resume <ref>`), its hooks then recording into it.
import { chmod, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFastHook } from '../src/recorder/fast-hook.ts';
import { graphql } from './gql/index.ts';
import { drained, MAIN_STEPS, type Places, playScript, type Ran, runWithStdin, SESSION_ID, SUBAGENT_ID, sessionScript } from './helpers/claude-code.ts';
import { personAt } from './helpers/cli.ts';
import { Fork } from './helpers/forks.ts';
import { tempDir, write } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { RewindCode, RewindConversation } from './helpers/rewinds.ts';

const RecordedSession = graphql(`
  query RecordedSession($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        id
        state
        objective
        metadata
        recoveryPlan { action agentSessionRef reason }
        tasks(first: 20) {
          nodes {
            key
            role
            state
            agentId
            agentSessionRef
            steps(first: 50) { nodes { kind title state idempotencyKey error output } }
          }
        }
        conversations {
          nodes {
            id
            kind
            task { key }
            messages(first: 100) { nodes { id role content toolCalls { name callId } toolName toolResult isError tokenCount summaryOf { count } } }
          }
        }
        checkpoints(first: 20) { nodes { id label kind codeTree filesChanged { path action } } }
        timeline(first: 200, filter: { kinds: [COMPACTION] }) { nodes { __typename ... on CompactionEntry { rewind { id kind } } } }
      }
      ... on Error { code message }
    }
  }
`);

const FindSessions = graphql(`
  query RecordedSessions {
    sessions(first: 50) { nodes { id objective state parent { id } } }
  }
`);

describe('Claude Code, recorded by its hooks', () => {
  let live: Awaited<ReturnType<typeof startLiveApp>>;
  let places: Places;
  let home: string;
  let hook: string;
  const runs: Array<{ event: string; ran: Ran }> = [];
  let env: Record<string, string>;
  const gql = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) => gqlOver(live.httpUrl, live.token, document, variables);

  beforeAll(async () => {
    live = await startLiveApp();
    home = await tempDir('savepoint-hooks-');
    hook = await buildFastHook(home);
    places = { cwd: await tempDir(), project: await tempDir() };
    await write(places.cwd, { 'src/index.ts': 'export const version = 1;\n' });
    env = { SAVEPOINT_URL: live.httpUrl, SAVEPOINT_TOKEN: live.token, SAVEPOINT_HOOK_DIR: home, SAVEPOINT_JOURNAL_DIR: await tempDir('savepoint-journal-') };
    await playScript(await sessionScript(places), places, async (stdin, payload) => {
      runs.push({ event: String(payload.hook_event_name), ran: await runWithStdin([process.execPath, hook, 'claude-code'], stdin, env, places.cwd) });
      await drained(home, SESSION_ID);
    });
  }, 180_000);

  const recorded = async () => {
    const { sessions } = await gql(FindSessions, {});
    const found = sessions.nodes.filter((session) => session.objective.includes(SESSION_ID) && !session.parent); // not its forks
    expect(found).toHaveLength(1);
    const { session } = await gql(RecordedSession, { id: found[0]!.id });
    if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
    return session;
  };

  it("builds a fast hook that loads none of the drainer's code (the client, the network) to handle a hook", async () => {
    const entry = await readFile(hook, 'utf8');
    expect(entry.length).toBeLessThan(64 * 1024);
    expect(entry).not.toMatch(/graphql-ws|createClient\(|AppendMessages/);
  });

  it('runs every hook as Claude Code would: exit 0, nothing on stdout', () => {
    expect(runs.length).toBe(27);
    for (const { event, ran } of runs) {
      expect({ event, code: ran.code, stdout: ran.stdout, stderr: ran.stderr }).toEqual({ event, code: 0, stdout: '', stderr: '' });
    }
  });

  it('records one session for the Claude session, its main agent carrying the reference `claude --resume` takes', async () => {
    const session = await recorded();
    expect(session.state).toBe('PAUSED');
    expect(session.metadata).toMatchObject({ agentCli: 'claude-code', agentSessionRef: SESSION_ID, resumeCommand: ['claude', '--resume', SESSION_ID] });
    const main = session.tasks!.nodes.find((task) => task.key === 'main')!;
    expect(main).toMatchObject({ role: 'claude-code', agentSessionRef: SESSION_ID });
  });

  it('records tool uses as steps, file edits as WRITE steps, a failed and a denied tool use as failed steps', async () => {
    const session = await recorded();
    const main = session.tasks!.nodes.find((task) => task.key === 'main')!;
    expect(main.steps!.nodes.map((step) => [step.kind, step.title, step.state])).toEqual(MAIN_STEPS);
    expect(main.steps!.nodes[2]!.error).toContain('exit code 1');
    const reviewer = session.tasks!.nodes.find((task) => task.key === `agent-${SUBAGENT_ID}`)!;
    expect(reviewer).toMatchObject({ role: 'code-reviewer', agentId: SUBAGENT_ID, state: 'COMPLETED' });
    expect(reviewer.steps!.nodes.map((step) => [step.kind, step.state])).toEqual([['READ', 'COMPLETED']]);
  });

  it('records prompts and replies as messages, with tool calls, results and tokens; the subagent in its own conversation', async () => {
    const session = await recorded();
    const supervisor = session.conversations!.nodes.find((conversation) => conversation.kind === 'SUPERVISOR')!;
    const said = supervisor.messages!.nodes;
    // After the compaction the conversation reads as its summary, then what came after.
    expect(said[0]).toMatchObject({ role: 'SYSTEM', content: expect.stringContaining('a reviewer subagent approved it'), summaryOf: { count: 14 } });
    expect(said.slice(1).map((m) => [m.role, m.content, m.toolName, m.toolCalls?.map((call) => call.name) ?? [], m.isError])).toEqual([
      ['USER', 'Rename greet to hello', null, [], false],
      ['ASSISTANT', '', null, ['Bash'], false],
      ['TOOL', '', 'Bash', [], true],
      ['ASSISTANT', '', null, ['Edit'], false],
      ['TOOL', '', 'Edit', [], false],
      ['ASSISTANT', 'Renamed greet to hello.', null, [], false],
    ]);
    expect(said.at(-1)!.tokenCount).toBe(800 + 12 + 2200);
    expect(said[3]!.toolResult).toContain("doesn't want to proceed");
    const subagent = session.conversations!.nodes.find((conversation) => conversation.task?.key === `agent-${SUBAGENT_ID}`)!;
    expect(subagent.messages!.nodes.map((m) => m.role)).toEqual(['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT']);
    // One compaction marker in the session's history (its rewind of kind COMPACT, and the messages it set aside).
    const rewinds = session.timeline!.nodes.flatMap((entry) => (entry.__typename === 'CompactionEntry' && entry.rewind ? [entry.rewind] : []));
    expect(rewinds.map((rewind) => rewind.kind)).toEqual(['COMPACT']);
  });

  it('takes a code checkpoint at the end of each turn', async () => {
    const session = await recorded();
    const turns = session.checkpoints!.nodes.filter((checkpoint) => checkpoint.label.startsWith('turn '));
    expect(turns.map((checkpoint) => checkpoint.label)).toEqual([
      'turn 1: Add a greet(name) function in src/greet.ts and run the tests',
      'turn 2: Ask a reviewer subagent to look at src/greet.ts',
      'turn 3: Rename greet to hello',
    ]);
    expect(turns.every((checkpoint) => checkpoint.codeTree)).toBe(true);
    expect(turns[0]!.filesChanged.map((file) => file.path)).toContain('src/greet.ts');
  });
  it('rewinds its code to the end of a turn, like any session', async () => {
    const session = await recorded();
    const turn1 = session.checkpoints!.nodes.find((checkpoint) => checkpoint.label.startsWith('turn 1'))!;
    const rewound = (await gql(RewindCode, { input: { sessionId: session.id, checkpointId: turn1.id } })).rewindCode;
    expect(rewound.__typename).toBe('RewindPayload');
    // Turn 1 ended with the exclamation mark added (the script's second edit of the file) and greet not yet renamed.
    const edits = (await sessionScript(places)).flatMap((line) => ('file' in line ? [line.file.content] : []));
    expect(await readFile(path.join(places.cwd, 'src/greet.ts'), 'utf8')).toBe(edits[1]);
  });

  it('rewinds its conversation to a message, like any session', async () => {
    const session = await recorded();
    const supervisor = session.conversations!.nodes.find((conversation) => conversation.kind === 'SUPERVISOR')!;
    const prompt = supervisor.messages!.nodes.find((m) => m.content === 'Rename greet to hello')!;
    const rewound = (await gql(RewindConversation, { input: { conversationId: supervisor.id, toMessageId: prompt.id } })).rewindConversation;
    expect(rewound.__typename === 'RewindPayload' && rewound.rewind?.changes.messagesSuperseded).toBe(5);
  });

  it("forks from a turn's checkpoint with its conversation, like any session", async () => {
    const session = await recorded();
    const turn2 = session.checkpoints!.nodes.find((checkpoint) => checkpoint.label.startsWith('turn 2'))!;
    const result = (await gql(Fork, { input: { sessionId: session.id, fromCheckpointId: turn2.id, includeConversation: true } })).forkSession;
    if (result.__typename !== 'ForkSessionPayload') throw new Error(JSON.stringify(result));
    expect(result.source.id).toBe(session.id);
    expect(result.forkPoint).toMatchObject({ kind: 'CHECKPOINT', includeConversation: true, inheritedMessages: 14 + 4 }); // the main agent's and the subagent's
    expect(result.session.tasks!.nodes.map((task) => task.key).sort()).toEqual(['agent-a1b2c3d4e5f6a7b8', 'main']);
    // The fork keeps a copy of the source's metadata, but Claude Code's session records into the source: resuming the
    // fork takes its lease for the person's runner, never under the name the source's hooks record with.
    const savepoint = personAt(live.httpUrl, live.token, { SAVEPOINT_JOURNAL_DIR: env.SAVEPOINT_JOURNAL_DIR! });
    const resumed = await savepoint('resume', result.session.id, '--json');
    expect(resumed, resumed.stderr).toMatchObject({ code: 0 });
    expect(JSON.stringify(JSON.parse(resumed.stdout))).toMatch(/"holder":"savepoint@/);
    expect(await savepoint('unlock', result.session.id)).toMatchObject({ code: 0 }); // it shares the folder: free it again
  });

  it('resumes with `savepoint resume`: the lease under the name its hooks record with, `claude --resume <ref>` run in its folder, then what Claude does next recorded', async () => {
    const before = await recorded();
    expect(before.state).toBe('PAUSED');
    // The recovery plan names the reference its CLI goes on with (RESUME_SESSION, or RESUME_AGENT after the rewinds above).
    expect(before.recoveryPlan?.reason).toContain(`"${SESSION_ID}"`);
    // A `claude` of our own, first on PATH, says what it was given and where.
    const bin = await tempDir('savepoint-claude-bin-');
    const said = path.join(bin, 'said');
    await writeFile(path.join(bin, 'claude'), `#!/bin/sh\nprintf '%s\\n' "$*" "$(pwd)" > "${said}"\n`);
    await chmod(path.join(bin, 'claude'), 0o755);
    const savepoint = personAt(live.httpUrl, live.token, { PATH: `${bin}:${process.env.PATH}`, SAVEPOINT_JOURNAL_DIR: env.SAVEPOINT_JOURNAL_DIR! });
    const dry = await savepoint('resume', before.id, '--dry-run');
    expect(dry, dry.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).toMatch(new RegExp(`\\n {2}agent +claude --resume ${SESSION_ID}\\n`));
    const resumed = await savepoint('resume', before.id, '--exec');
    expect(resumed, resumed.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(resumed.stdout).toMatch(new RegExp(`^Resumed session ${before.id} ".*" \\(CONTINUE\\): now RUNNING\\n`));
    expect(resumed.stdout).toMatch(new RegExp(`\\n {2}lease +token \\d+, held by claude-code:${SESSION_ID} until `));
    expect(resumed.stdout).toMatch(new RegExp(`\\nContinue it with:\\n {2}claude --resume ${SESSION_ID}\\n$`));
    expect((await readFile(said, 'utf8')).trimEnd().split('\n')).toEqual([`--resume ${SESSION_ID}`, await realpath(places.cwd)]);

    // Claude Code goes on with the session (claude --resume): its hooks take on the lease taken under their name.
    await playScript(await sessionScript(places, 'resume'), places, async (stdin) => {
      const ran = await runWithStdin([process.execPath, hook, 'claude-code'], stdin, env, places.cwd);
      expect(ran).toMatchObject({ code: 0, stdout: '' });
      await drained(home, SESSION_ID);
    });
    const after = await recorded();
    expect(after.state).toBe('COMPLETED'); // SessionEnd with reason "clear": that conversation is over
    const steps = after.tasks!.nodes.find((task) => task.key === 'main')!.steps!.nodes;
    expect(steps.at(-1)).toMatchObject({ kind: 'WRITE', title: 'Write: src/bye.ts', state: 'COMPLETED' });
    const turn4 = after.checkpoints!.nodes.find((checkpoint) => checkpoint.label.startsWith('turn 4'))!;
    expect(turn4.filesChanged.map((file) => file.path)).toContain('src/bye.ts');
    const log = await readFile(path.join(home, 'claude-code', SESSION_ID, 'drain.log'), 'utf8').catch(() => '');
    expect(log).not.toMatch(/lost|stays pending|refused/);
  });
});
