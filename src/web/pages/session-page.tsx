// A session: its header (objective, state, workspace, lineage, Resume) and its views as tabs: the overview (plan,
// approvals, todos), the timeline (its event log, live), its conversations, its checkpoints and its lineage. The
// header and the views are read again whenever the session's live feed brings an event (at most every 250 ms); a
// rewind or compaction also reads the conversation again (messages set aside or brought back). Steering dialogs
// (useSteer) open here, one at a time.
import { useRef, useState } from 'preact/hooks';
import { SessionEventsDocument, ViewerSessionDocument } from '../../client/gql/operations.ts';
import { ErrorNote, Loading, StateBadge } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { useFeed, useLoad, useThrottled } from '../hooks.ts';
import { SESSION_TABS, type SessionRoute, type SessionTab, sessionHref } from '../route.ts';
import { type SteerAction, SteerContext } from '../steering/actions.ts';
import { SteeringDialog } from '../steering/steering-dialog.tsx';
import { CheckpointsView } from './checkpoints-view.tsx';
import { ConversationView } from './conversation-view.tsx';
import { LineageView } from './lineage-view.tsx';
import { Overview } from './overview.tsx';
import { TimelineView } from './timeline-view.tsx';

const TAB_NAMES: Record<SessionTab, string> = {
  overview: 'Overview',
  timeline: 'Timeline',
  conversation: 'Conversation',
  checkpoints: 'Checkpoints',
  lineage: 'Lineage',
};

/** Events after which the messages shown may have changed place (set aside, brought back). */
const REWINDING = /^(session\.rewound|session\.rewind_undone|messages\.superseded)$/;

export function SessionPage({ route }: { route: SessionRoute }) {
  const { client } = useConnection();
  const loaded = useLoad(async () => (await client.request(ViewerSessionDocument, { id: route.id })).session, [client, route.id]);
  const reloadSoon = useThrottled(loaded.reload, 250);
  const [rewinds, setRewinds] = useState(0);
  const [action, setAction] = useState<SteerAction | null>(null);
  const session = loaded.value?.__typename === 'Session' ? loaded.value : null;
  // From the log's end as first read (the page is keyed by session): every later change reloads the page's data.
  const start = useRef<string | undefined>(undefined);
  if (session && start.current === undefined) start.current = String(session.lastEventSeq);
  useFeed(SessionEventsDocument, { sessionId: route.id }, start.current, ({ node }) => {
    if (REWINDING.test(node.type)) setRewinds((n) => n + 1);
    reloadSoon();
  });

  if (loaded.error) return <ErrorNote error={loaded.error} />;
  if (!loaded.value) return <Loading what="the session" />;
  if (loaded.value.__typename !== 'Session') {
    const refusal = loaded.value as { code?: string; message?: string };
    return <ErrorNote error={new Error(`${refusal.code ?? 'NOT_FOUND'}: ${refusal.message ?? 'No such session.'}`)} />;
  }
  const s = loaded.value;
  return (
    <SteerContext.Provider value={setAction}>
      <article class="session">
        <header class="session-head">
          <p class="crumbs">
            <a href="#/">Sessions</a> / {s.workspace.name}
          </p>
          <h1>{s.objective}</h1>
          <div class="facts">
            <StateBadge state={s.state} label="State" />
            <span class={`badge ${s.resumable ? 'resumable' : 'not-resumable'}`}>{s.resumable ? 'resumable' : 'not resumable'}</span>
            <span>strategy {s.strategy.toLowerCase()}</span>
            {s.planRevision > 0 ? <span>plan revision {s.planRevision}</span> : null}
            {s.parent ? (
              <span>
                fork of <a href={sessionHref(s.parent.id)}>{s.parent.objective}</a>
              </span>
            ) : null}
            {s.resumable ? (
              <button type="button" data-opener="resume" onClick={() => setAction({ kind: 'resume', checkpoint: null })}>
                Resume…
              </button>
            ) : null}
          </div>
          {s.failureReason ? <p class="error">Failed: {s.failureReason}</p> : null}
        </header>
        <nav class="tabs" aria-label="Session views">
          {SESSION_TABS.map((tab) => (
            <a key={tab} href={sessionHref(s.id, tab)} aria-current={route.tab === tab ? 'page' : undefined}>
              {TAB_NAMES[tab]}
            </a>
          ))}
        </nav>
        {route.tab === 'overview' ? <Overview session={s} /> : null}
        {route.tab === 'timeline' ? <TimelineView key={route.target ?? ''} sessionId={s.id} at={route.target} /> : null}
        {route.tab === 'conversation' ? <ConversationView session={s} conversationId={route.target} generation={rewinds} /> : null}
        {route.tab === 'checkpoints' ? <CheckpointsView session={s} checkpointId={route.target} against={route.against} /> : null}
        {route.tab === 'lineage' ? <LineageView session={s} compareWith={route.target} /> : null}
      </article>
      {action ? (
        <SteeringDialog
          session={s}
          action={action}
          onClose={() => setAction(null)}
          onChanged={() => {
            loaded.reload();
            setRewinds((n) => n + 1);
          }}
        />
      ) : null}
    </SteerContext.Provider>
  );
}
