// A session's lineage: its fork tree as a nested list from the root down (each session a link, with its state, when and
// from where it was forked; this one marked), the moves of its own line of work (rewinds and compactions, resumes,
// forks made from it) in time order, and, when another session of the tree is chosen, how the two lines compare.
import type { ComponentChildren } from 'preact';
import { ViewerLineageDocument, type ViewerLineageNodeFragment } from '../../client/gql/operations.ts';
import { ErrorNote, Loading, StateBadge } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { timeText } from '../format.ts';
import { useLoad } from '../hooks.ts';
import { sessionHref } from '../route.ts';
import { CompareView } from './compare-view.tsx';
import type { SessionData } from './session-data.ts';

export function LineageView({ session, compareWith }: { session: SessionData; compareWith: string | null }) {
  const { client } = useConnection();
  const loaded = useLoad(async () => {
    const answer = (await client.request(ViewerLineageDocument, { id: session.id })).session;
    if (answer.__typename !== 'Session') throw new Error(`${answer.code}: ${answer.message}`);
    return answer;
  }, [client, session.id, session.lastEventSeq]);
  if (loaded.error) return <ErrorNote error={loaded.error} />;
  if (!loaded.value) return <Loading what="the lineage" />;
  const s = loaded.value;
  const tree = [...(s.lineage.ancestors?.nodes ?? []), s, ...(s.lineage.descendants?.nodes ?? [])];
  const ids = new Set(tree.map((node) => node.id));
  const childrenOf = (id: string | null) => tree.filter((node) => (node.parent && ids.has(node.parent.id) ? node.parent.id : null) === id);
  const other = compareWith ? tree.find((node) => node.id === compareWith) : null;

  const moves: { at: string; text: ComponentChildren }[] = [
    ...(s.rewinds?.nodes ?? []).map((rewind) => ({
      at: rewind.createdAt,
      text: (
        <>
          <span class="badge">{rewind.kind === 'COMPACT' ? 'compaction' : `rewind (${rewind.kind.toLowerCase()})`}</span> by {rewind.actor}
          {rewind.checkpoint ? ` to checkpoint #${rewind.checkpoint.seq} (${rewind.checkpoint.label})` : ''}: {rewind.changes.files.length} files,{' '}
          {rewind.changes.messagesSuperseded} messages set aside{rewind.undoneAt ? `; undone ${timeText(rewind.undoneAt)}` : ''}
        </>
      ),
    })),
    ...(s.resumes?.nodes ?? []).map((entry) => ({
      at: entry.at,
      text: (
        <>
          <span class="badge">resume</span> {entry.type} by {entry.actor}
        </>
      ),
    })),
    ...childrenOf(s.id).map((child) => ({
      at: child.createdAt,
      text: (
        <>
          <span class="badge fork">fork</span> <a href={sessionHref(child.id)}>{child.objective}</a> {forkPointText(child)}
        </>
      ),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const node = (item: ViewerLineageNodeFragment): ComponentChildren => {
    const below = childrenOf(item.id);
    const self = item.id === s.id;
    return (
      <li key={item.id} data-session={item.id} aria-current={self ? 'page' : undefined}>
        <div class="lineage-node">
          {self ? <strong>{item.objective}</strong> : <a href={sessionHref(item.id, 'lineage')}>{item.objective}</a>}{' '}
          <StateBadge state={item.state} label="State" /> {self ? <span class="badge">this session</span> : null}{' '}
          <span class="when">{item.parent ? forkPointText(item) : `started ${timeText(item.createdAt)}`}</span>{' '}
          {self ? null : (
            <a class="compare-link" href={sessionHref(s.id, 'lineage', item.id)} aria-current={item.id === compareWith ? 'true' : undefined}>
              Compare with this one
            </a>
          )}
        </div>
        {below.length ? <ul>{below.map(node)}</ul> : null}
      </li>
    );
  };

  return (
    <section class="lineage" aria-labelledby="lineage-title">
      <h2 id="lineage-title">Lineage</h2>
      <p>
        {s.lineage.depth === 0 ? 'A root session' : `${s.lineage.depth} forks from its root`}; {tree.length - 1} other sessions in its tree.
        {s.lineage.truncated ? ' The tree goes on past what one read walks.' : ''}
      </p>
      <ul class="lineage-tree" aria-label="Fork tree, from the root">
        {childrenOf(null).map(node)}
      </ul>
      <h3>Its line of work</h3>
      {moves.length === 0 ? <p>No rewind, resume or fork yet.</p> : null}
      <ol class="moves">
        {moves.map((move, index) => (
          <li key={index}>
            <time dateTime={move.at}>{timeText(move.at)}</time> {move.text}
          </li>
        ))}
      </ol>
      {other ? <CompareView session={s} other={other} /> : null}
    </section>
  );
}

function forkPointText(node: ViewerLineageNodeFragment): string {
  const point = node.lineage.forkPoint;
  if (!point) return `forked ${timeText(node.createdAt)}`;
  const from = point.checkpoint ? `checkpoint #${point.checkpoint.seq} (${point.checkpoint.label})` : point.kind.toLowerCase();
  return `forked from ${from} as it stood ${timeText(point.at)}`;
}
