// A session's conversations, one at a time: its latest messages (older ones a page at a time), live as they are
// added (from the page's last cursor: nothing missed, nothing twice), with tool calls and results collapsible, tokens
// and cost per message and in all, a fork's inherited messages (its source's, up to the fork point) marked, and on
// demand the messages rewinds and compactions set aside (kept, never deleted), marked too.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ViewerMessageAddedDocument, type ViewerMessageFragment, ViewerMessagesDocument, type ViewerMessagesQuery } from '../../client/gql/operations.ts';
import { ErrorNote, Loading } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { costText, jsonText, timeText, tokensText } from '../format.ts';
import { useFeed } from '../hooks.ts';
import { sessionHref } from '../route.ts';
import { MessageActions } from './message-actions.tsx';
import type { SessionData } from './session-data.ts';

const PAGE = 100;

type Conversation = Extract<ViewerMessagesQuery['node'], { __typename: 'Conversation' }>;

export function ConversationView({ session, conversationId, generation }: { session: SessionData; conversationId: string | null; generation: number }) {
  const conversations = session.conversations?.nodes ?? [];
  const id = conversationId ?? conversations.find((c) => c.kind === 'SUPERVISOR')?.id ?? conversations[0]?.id ?? null;
  const [setAside, setSetAside] = useState(false);
  return (
    <section class="conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title">Conversation</h2>
      {conversations.length > 1 ? (
        <nav aria-label="Conversations">
          <ul class="conversation-list">
            {conversations.map((c) => (
              <li key={c.id}>
                <a href={sessionHref(session.id, 'conversation', c.id)} aria-current={c.id === id ? 'page' : undefined}>
                  {c.title} <span class="badge">{c.kind.toLowerCase()}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <label class="option">
        <input type="checkbox" checked={setAside} onChange={(event) => setSetAside(event.currentTarget.checked)} /> Show the messages rewinds and compactions
        set aside
      </label>
      {id ? <Messages key={`${id}:${setAside}:${generation}`} conversationId={id} setAside={setAside} /> : <p>This session has no conversation yet.</p>}
    </section>
  );
}

function Messages({ conversationId, setAside }: { conversationId: string; setAside: boolean }) {
  const { client } = useConnection();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<ViewerMessageFragment[]>([]);
  const [older, setOlder] = useState<{ cursor: string | null; more: boolean }>({ cursor: null, more: false });
  const [start, setStart] = useState<string | undefined>(undefined);
  const [added, setAdded] = useState({ tokens: 0, cost: 0, count: 0 });
  const [error, setError] = useState<Error | null>(null);
  const loading = useRef(false);

  const loadPage = useCallback(
    async (before: string | null) => {
      const { node } = await client.request(ViewerMessagesDocument, { id: conversationId, last: PAGE, before, includeSuperseded: setAside });
      if (node?.__typename !== 'Conversation' || !node.messages) throw new Error('This conversation cannot be read.');
      return node;
    },
    [client, conversationId, setAside],
  );

  useEffect(() => {
    loadPage(null).then((node) => {
      setConversation(node);
      setMessages(node.messages!.edges.map((edge) => edge.node));
      setOlder({ cursor: node.messages!.pageInfo.startCursor ?? null, more: node.messages!.pageInfo.hasPreviousPage });
      setStart(node.messages!.pageInfo.endCursor ?? '0');
    }, setError);
  }, [loadPage]);

  const loadOlder = () => {
    if (loading.current || older.cursor === null) return;
    loading.current = true;
    loadPage(older.cursor).then(
      (node) => {
        loading.current = false;
        setMessages((shown) => [...node.messages!.edges.map((edge) => edge.node), ...shown]);
        setOlder({ cursor: node.messages!.pageInfo.startCursor ?? null, more: node.messages!.pageInfo.hasPreviousPage });
      },
      (failure: Error) => {
        loading.current = false;
        setError(failure);
      },
    );
  };

  const refusal = useFeed(ViewerMessageAddedDocument, { conversationId }, start, ({ node }) => {
    setMessages((shown) => [...shown, node]);
    setAdded((sum) => ({ tokens: sum.tokens + (node.tokenCount ?? 0), cost: sum.cost + (node.costUsd ?? 0), count: sum.count + 1 }));
  });

  if (error) return <ErrorNote error={error} />;
  if (!conversation) return <Loading what="the conversation" />;
  return (
    <>
      <h3>{conversation.title}</h3>
      <p class="totals">
        {conversation.messageCount + added.count} messages, {tokensText(conversation.totalTokens + added.tokens)},{' '}
        {costText(conversation.totalCostUsd + added.cost)}
      </p>
      {refusal ? <ErrorNote error={refusal} /> : null}
      {older.more ? (
        <button type="button" onClick={loadOlder}>
          Show older messages
        </button>
      ) : null}
      <ol class="messages" aria-label="Messages, oldest first">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} inherited={message.conversation.id !== conversationId} conversationId={conversationId} />
        ))}
      </ol>
    </>
  );
}

function MessageItem({ message: m, inherited, conversationId }: { message: ViewerMessageFragment; inherited: boolean; conversationId: string }) {
  return (
    <li class={`message role-${m.role.toLowerCase()}${inherited ? ' inherited' : ''}${m.superseded ? ' set-aside' : ''}`} data-message={m.id}>
      <header>
        <strong class="role">{m.role.toLowerCase()}</strong>
        {inherited ? <span class="badge inherited">inherited from the source session</span> : null}
        {m.superseded ? <span class="badge set-aside">set aside by a rewind</span> : null}
        {m.isError ? <span class="badge state-failed">error</span> : null}
        <time dateTime={m.createdAt}>{timeText(m.createdAt)}</time>
        {m.tokenCount != null ? <span>{tokensText(m.tokenCount)}</span> : null}
        {m.costUsd != null ? <span>{costText(m.costUsd)}</span> : null}
      </header>
      {m.content ? <div class="content">{m.content}</div> : null}
      {m.superseded ? null : <MessageActions message={m} conversationId={conversationId} />}
      {m.toolCalls?.map((call, index) => (
        <details key={index} class="tool-call">
          <summary>Tool call: {call.name}</summary>
          <pre>{jsonText(call.input)}</pre>
        </details>
      ))}
      {m.role === 'TOOL' ? (
        <details class="tool-result">
          <summary>Tool result{m.toolName ? `: ${m.toolName}` : ''}</summary>
          {m.toolInput != null ? <pre>{jsonText(m.toolInput)}</pre> : null}
          <pre>{m.toolResult ?? ''}</pre>
        </details>
      ) : null}
    </li>
  );
}
