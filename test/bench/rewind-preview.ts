// `npm run bench` section for Session.rewindPreview (issue 13): the 5,000-file repository with 10 files changed since
// the target checkpoint, 50 previews over HTTP (after 5 untimed), budget p95 <= 100 ms. run.ts starts the server and
// reports; this file seeds and times.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BenchServer, benchGql, bigRepository, percentile } from './harness.ts';

const ERR = '... on Error { code message }';

const PREVIEW = `query($s: ID!, $c: ID!) { session(id: $s) { ... on Session {
  rewindPreview(kind: CODE, checkpointId: $c) { __typename ${ERR}
    ... on RewindPreview { files { path action additions deletions } supersededMessageCount
      planChanges { stateChanges { from to } } irreversibleSteps { completedAt } toolCallsAfter { name } approvalsAfter { state } } } } } }`;

export async function rewindPreviewBench(server: BenchServer, tmp: string): Promise<{ p50: number; p95: number }> {
  const repo = await bigRepository(tmp);
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: repo,
    },
  );
  const created = await benchGql(
    server,
    `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "rewind preview bench", checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } }) {
       ... on CreateSessionPayload { session { id } } ${ERR} } }`,
    { w: ws.createWorkspace.workspace.id },
  );
  const sessionId: string = created.createSession.session.id;
  const checkpoint = await benchGql(
    server,
    `mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ${ERR} } }`,
    { i: { sessionId, label: 'target' } },
  );
  const checkpointId: string | undefined = checkpoint.createCheckpoint.checkpoint?.id;
  if (!checkpointId) throw new Error(JSON.stringify(checkpoint));
  for (let f = 0; f < 10; f++) await appendFile(path.join(repo, `pkg${f}`, `file${f}.ts`), '// edited after the checkpoint\n');
  const times: number[] = [];
  for (let round = 0; round < 55; round++) {
    const started = performance.now();
    const data = await benchGql(server, PREVIEW, { s: sessionId, c: checkpointId });
    const elapsed = performance.now() - started;
    const preview = data.session.rewindPreview;
    if (preview.__typename !== 'RewindPreview') throw new Error(JSON.stringify(preview));
    if (preview.files.length !== 10) throw new Error(`expected 10 files to change, got ${preview.files.length}`);
    if (round >= 5) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
