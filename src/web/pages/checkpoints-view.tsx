// A session's checkpoints: the list, newest first (kind, label, number, time, the task and step it was taken at,
// the files it changed), and one in detail: its code diff and its state diff against the previous checkpoint or any
// other chosen one. Read again as the session's log grows (a new checkpoint appears).
import { useState } from 'preact/hooks';
import { type ViewerCheckpointRowFragment, ViewerCheckpointsDocument } from '../../client/gql/operations.ts';
import { ErrorNote, Loading } from '../components.tsx';
import { useConnection } from '../connection.ts';
import type { DiffLayout } from '../diff/diff-view.tsx';
import { useLoad } from '../hooks.ts';
import { sessionHref } from '../route.ts';
import { CheckpointDetail, CheckpointFacts } from './checkpoint-detail.tsx';
import type { SessionData } from './session-data.ts';

const PAGE = 200;

export function CheckpointsView({ session, checkpointId, against }: { session: SessionData; checkpointId: string | null; against: string | null }) {
  const { client } = useConnection();
  // Pages older than the first one read, and where the next one starts.
  const [older, setOlder] = useState<{ nodes: ViewerCheckpointRowFragment[]; cursor: string | null; more: boolean } | null>(null);
  const [olderError, setOlderError] = useState<Error | null>(null);
  const [layout, setLayout] = useState<DiffLayout>('unified');
  const list = useLoad(async () => {
    const answer = (await client.request(ViewerCheckpointsDocument, { id: session.id, last: PAGE })).session;
    if (answer.__typename !== 'Session') throw new Error(`${answer.code}: ${answer.message}`);
    return answer.checkpoints!;
  }, [client, session.id, session.lastEventSeq]);
  if (list.error) return <ErrorNote error={list.error} />;
  if (!list.value) return <Loading what="the checkpoints" />;

  const page = list.value;
  const byId = new Map([...(older?.nodes ?? []), ...page.nodes].map((c) => [c.id, c]));
  const newestFirst = [...byId.values()].sort((a, b) => b.seq - a.seq);
  const more = older ? older.more : page.pageInfo.hasPreviousPage;
  const loadOlder = async () => {
    const before = older ? older.cursor : page.pageInfo.startCursor;
    const answer = (await client.request(ViewerCheckpointsDocument, { id: session.id, last: PAGE, before })).session;
    if (answer.__typename !== 'Session') throw new Error(`${answer.code}: ${answer.message}`);
    const { nodes, pageInfo } = answer.checkpoints!;
    setOlder({ nodes: [...(older?.nodes ?? []), ...nodes], cursor: pageInfo.startCursor ?? null, more: pageInfo.hasPreviousPage });
  };
  const selected = newestFirst.find((c) => c.id === checkpointId) ?? newestFirst[0] ?? null;
  return (
    <section class="checkpoints" aria-labelledby="checkpoints-title">
      <h2 id="checkpoints-title">Checkpoints ({page.totalCount})</h2>
      {newestFirst.length === 0 ? <p>No checkpoint yet: the session takes one at a phase's end, after a step or task, or when asked.</p> : null}
      <div class="checkpoints-layout">
        <nav aria-label="Checkpoints, newest first">
          <ol class="checkpoint-list">
            {newestFirst.map((c) => (
              <li key={c.id} data-checkpoint={c.id}>
                <a href={sessionHref(session.id, 'checkpoints', c.id)} aria-current={c.id === selected?.id ? 'page' : undefined}>
                  <span class="seq">#{c.seq}</span> {c.label}
                </a>
                <CheckpointFacts checkpoint={c} />
              </li>
            ))}
          </ol>
          {olderError ? <ErrorNote error={olderError} /> : null}
          {more ? (
            <button type="button" onClick={() => void loadOlder().catch(setOlderError)}>
              Show older checkpoints
            </button>
          ) : null}
        </nav>
        {selected ? (
          <CheckpointDetail
            key={`${selected.id}:${against ?? ''}`}
            session={session}
            checkpoint={selected}
            checkpoints={newestFirst}
            against={against}
            layout={layout}
            onLayout={setLayout}
          />
        ) : null}
      </div>
    </section>
  );
}
