// The timeline as tests read it: a page, and a whole timeline read page by page forward or backward.

import type { TimelineFilter } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import type { Client } from './app.ts';

export const SessionTimeline = graphql(`
  query SessionTimeline($id: ID!, $filter: TimelineFilter, $first: Int, $after: String, $last: Int, $before: String) {
    session(id: $id) {
      __typename
      ... on Session {
        timeline(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
          totalCount
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
          nodes {
            __typename kind at type actor inherited cursor session { id } event { seq }
            ... on MessageEntry { message { id content conversation { id task { id } } } }
            ... on TaskEntry { task { id } from to }
            ... on StepEntry { step { id task { id } } }
            ... on PhaseEntry { phase { id } }
            ... on PlanEntry { task { id } }
            ... on ConversationEntry { conversation { id task { id } } }
            ... on CheckpointEntry { checkpoint { id task { id } phase { id } } }
            ... on FileChangeEntry { checkpoint { id } file { path action } }
            ... on ApprovalEntry { approval { id task { id } } }
            ... on RewindEntry { rewind { id } }
            ... on CompactionEntry { rewind { id } summary { id } }
            ... on ForkEntry { source { id } fork { id } }
            ... on ResumeEntry { task { id } checkpoint { id } }
            ... on CustomEntry { name data }
            ... on LeaseEntry { holder }
            ... on SessionEntry { from to }
          }
        }
      }
      ... on Error { code message }
    }
  }
`);

export const RootTimeline = graphql(`
  query RootTimeline($filter: TimelineFilter, $first: Int, $after: String, $last: Int, $before: String) {
    timeline(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      nodes { __typename kind at type inherited cursor session { id } event { seq } }
    }
  }
`);

export const WorkspaceTimeline = graphql(`
  query WorkspaceTimeline($id: ID!, $filter: TimelineFilter, $first: Int, $after: String, $last: Int, $before: String) {
    node(id: $id) {
      __typename
      ... on Workspace {
        timeline(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
          totalCount
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
          nodes { __typename kind at type inherited cursor session { id } event { seq } }
        }
      }
    }
  }
`);

type Page<N> = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };
  nodes: N[];
};
type Read<N> = (args: { first?: number; after?: string; last?: number; before?: string }) => Promise<Page<N>>;

/** Every entry, read forward `size` at a time; and the totalCount of the first page. */
export async function readForward<N>(read: Read<N>, size: number): Promise<{ nodes: N[]; totalCount: number; pages: number }> {
  const nodes: N[] = [];
  let after: string | undefined;
  let totalCount = -1;
  for (let pages = 1; ; pages++) {
    const page = await read({ first: size, ...(after ? { after } : {}) });
    if (totalCount < 0) totalCount = page.totalCount;
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { nodes, totalCount, pages };
    after = page.pageInfo.endCursor!;
  }
}

/** Every entry, read backward from the end `size` at a time, returned in timeline order. */
export async function readBackward<N>(read: Read<N>, size: number): Promise<N[]> {
  const pages: N[][] = [];
  let before: string | undefined;
  for (;;) {
    const page = await read({ last: size, ...(before ? { before } : {}) });
    pages.unshift(page.nodes);
    if (!page.pageInfo.hasPreviousPage) return pages.flat();
    before = page.pageInfo.startCursor!;
  }
}

/** A session's timeline page reader for readForward/readBackward. */
export function sessionReader(owner: Client, id: string, filter?: TimelineFilter) {
  return async (args: { first?: number; after?: string; last?: number; before?: string }) => {
    const data = await owner.gql(SessionTimeline, { id, filter, ...args });
    if (data.session.__typename !== 'Session' || !data.session.timeline) throw new Error(JSON.stringify(data));
    return data.session.timeline;
  };
}

export type SessionEntry = Awaited<ReturnType<ReturnType<typeof sessionReader>>>['nodes'][number];
