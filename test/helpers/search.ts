// Search as the tests drive it: the query, the writes that give it something to find (messages with tool calls and
// results, checkpoints, documents, events), and the answer narrowed to its page or its refusal.

import type { MessageInput, SearchFilter } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import type { Client } from './app.ts';

export const Search = graphql(`
  query Search($query: String!, $filter: SearchFilter, $first: Int, $after: String) {
    search(query: $query, filter: $filter, first: $first, after: $after) {
      __typename
      ... on SearchConnection {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges {
          cursor
          node {
            kind
            rank
            at
            inherited
            timelineCursor
            session { id }
            snippet { text parts { text highlighted } }
            node {
              __typename
              ... on Message { id role content toolName toolResult superseded }
              ... on SessionEvent { id type }
              ... on Checkpoint { id label }
              ... on Task { id title }
              ... on SharedContextDocument { key }
            }
          }
        }
      }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

const SearchAppend = graphql(`
  mutation SearchAppend($input: AppendMessagesInput!) {
    appendMessages(input: $input) { __typename ... on AppendMessagesPayload { messages { id } } ... on Error { code message } }
  }
`);

const SearchPut = graphql(`
  mutation SearchPut($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { code message } } }
`);

const SearchRecord = graphql(`
  mutation SearchRecord($input: RecordEventInput!) { recordEvent(input: $input) { __typename ... on Error { code message } } }
`);

export type SearchAnswer = Awaited<ReturnType<typeof search>>;
export type Page = Extract<SearchAnswer, { __typename: 'SearchConnection' }>;
export type Hit = Page['edges'][number]['node'];

export async function search(owner: Client, query: string, filter?: SearchFilter, page: { first?: number; after?: string } = {}) {
  return (await owner.gql(Search, { query, filter, ...page })).search;
}

/** The page, failing on a refusal. */
export async function pageOf(owner: Client, query: string, filter?: SearchFilter, page: { first?: number; after?: string } = {}): Promise<Page> {
  const answer = await search(owner, query, filter, page);
  if (answer.__typename !== 'SearchConnection') throw new Error(`search ${JSON.stringify(query)}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The hits of the first page (up to 100). */
export async function hitsOf(owner: Client, query: string, filter?: SearchFilter): Promise<Hit[]> {
  return (await pageOf(owner, query, filter, { first: 100 })).edges.map((edge) => edge.node);
}

/** What a hit shows of its node, in a word: the message content, the event type, the label, the title, the key. */
export function shown(hit: Hit): string {
  const node = hit.node!;
  switch (node.__typename) {
    case 'Message':
      return node.content || `${node.toolName}: ${node.toolResult}`;
    case 'SessionEvent':
      return node.type;
    case 'Checkpoint':
      return node.label;
    case 'Task':
      return node.title;
    case 'SharedContextDocument':
      return node.key;
  }
}

/** The id of a message hit's message (null for the other kinds). */
export const messageId = (hit: Hit) => (hit.node?.__typename === 'Message' ? hit.node.id : null);

/** The words a snippet highlights, lower-cased. */
export const highlighted = (hit: Hit) => hit.snippet.parts.filter((part) => part.highlighted).map((part) => part.text.toLowerCase());

/** Appends messages to a conversation: their ids, in order. */
export async function append(owner: Client, conversationId: string, ...messages: MessageInput[]): Promise<string[]> {
  const result = (await owner.gql(SearchAppend, { input: { conversationId, messages } })).appendMessages;
  if (result.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result));
  return result.messages.map((message) => message.id);
}

export async function putDocument(owner: Client, sessionId: string, key: string, value: unknown) {
  const result = (await owner.gql(SearchPut, { input: { sessionId, key, value, expectedVersion: 0 } })).putSharedContext;
  if (result.__typename !== 'PutSharedContextPayload') throw new Error(JSON.stringify(result));
}

export async function recordEvent(owner: Client, sessionId: string, type: string, data: unknown) {
  const result = (await owner.gql(SearchRecord, { input: { sessionId, type, data } })).recordEvent;
  if (result.__typename !== 'RecordEventPayload') throw new Error(JSON.stringify(result));
}
