// Full-text search (docs/search.md): Query.search over the caller's messages (their tool calls and results too),
// events, checkpoints, tasks and shared documents, best first, each hit with a snippet, its node, its session and its
// time. The history read model does the work (history/search.queries.ts); this file checks the arguments, pages and
// loads each hit's node through the request's loaders.
import { resolveCursorConnection } from '@pothos/plugin-relay';
import type { Message } from '../../../db/tables/conversations.ts';
import type { SessionEvent } from '../../../db/tables/events.ts';
import type { Task } from '../../../db/tables/plans.ts';
import { ValidationError } from '../../../errors/domain.ts';
import { countSearchHits, findSearchHits, inspectSearchWords, type SearchHitRow } from '../../../history/search.queries.ts';
import { decodeSearchCursor, decodeSearchCursorThrows, encodeSearchCursor } from '../../../history/search-cursor.model.ts';
import { findTimelinePlaces, type PlaceAsked, placeKey } from '../../../history/search-place.queries.ts';
import {
  parseSearchQuery,
  parseSearchQueryThrows,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchKind,
  searchScope,
  searchScopeThrows,
} from '../../../history/search-query.model.ts';
import { SNIPPET_LENGTH, type SnippetPart, snippetParts } from '../../../history/search-snippet.model.ts';
import { findDocumentsByKeys } from '../../../shared-context/context.queries.ts';
import { builder, counted } from '../../builder.ts';
import { type Context, ownerOf } from '../../context.ts';
import { timelineCursorAt } from '../../cursors.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows, sessionKey } from '../../ids.ts';
import { valueLoader } from '../../loaders.ts';
import { type CheckpointNode, CheckpointRef } from '../checkpoints/checkpoint.ts';
import { MessageRef } from '../conversations/conversation.ts';
import { describedEnum, MessageRoleEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { SessionEventRef } from '../events.ts';
import { TaskRef } from '../plans.ts';
import { SessionRef } from '../sessions.ts';
import { SharedContextDocumentRef, shownDocument } from '../shared-context.ts';

/** Pages of hits are smaller than other lists: each hit's snippet is cut from its text by PostgreSQL. */
const PAGE = { default: 20, max: 100 } as const;
/** A search reads an index per kind and ranks every match: it weighs like a hundred plain fields, besides its page. */
const SEARCH_COST = 100;

const SearchKindEnum = describedEnum('SearchKind', 'What a search hit is (and what of it the search reads).', SEARCH_KINDS, {
  MESSAGE: 'A message: its content, the tools it calls or whose result it carries and their input, and the result. In a query: kind:message.',
  EVENT: 'An event of a session log: the text in its data. In a query: kind:event.',
  CHECKPOINT: 'A checkpoint: its label. In a query: kind:checkpoint.',
  TASK: 'A task of a plan: its title and description. In a query: kind:task.',
  DOCUMENT: 'A shared document: its key and the text in its value. In a query: kind:document.',
});

const SearchFilterInput = builder.inputType('SearchFilter', {
  description: 'Where to search; every condition given must hold. Absent or empty lists allow anything.',
  fields: (t) => ({
    sessionIds: t.idList({
      description: `Only these sessions (at most ${SEARCH_LIMITS.sessionIds}). A fork named here also finds the messages it inherited (inherited: true).`,
    }),
    workspaceId: t.id({ description: 'Only the sessions of this workspace.' }),
    kinds: t.field({ type: [SearchKindEnum], description: 'Only hits of these kinds (as kind: in the query).' }),
    roles: t.field({ type: [MessageRoleEnum], description: 'Only messages of these roles (as role: in the query); other kinds are left out.' }),
    from: t.field({ type: 'DateTime', description: 'Only what was written at or after this moment (a document: its latest version).' }),
    to: t.field({ type: 'DateTime', description: 'Only what was written before this moment.' }),
  }),
});

const SnippetPartRef = builder.objectRef<SnippetPart>('SearchSnippetPart').implement({
  description: 'A piece of a snippet: a word the search matched, or the text around it.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The text, as stored (secrets redacted).' }),
    highlighted: t.exposeBoolean('highlighted', { description: 'True for a word the search matched.' }),
  }),
});

const SnippetRef = builder.objectRef<SnippetPart[]>('SearchSnippet').implement({
  description: `The text around the words a hit matched: up to two fragments of a few words, at most ${SNIPPET_LENGTH} characters, cut from the text the search reads: the first 32,768 characters of each part of the hit (content, tool input, result...).`,
  fields: (t) => ({
    text: t.string({ description: 'The snippet as plain text (fragments joined by " … ").', resolve: (parts) => parts.map((part) => part.text).join('') }),
    parts: t.field({
      type: [SnippetPartRef],
      description: 'The snippet in pieces, in order: show those with highlighted true as highlights. No markup to parse or escape.',
      resolve: (parts) => parts,
    }),
  }),
});

/** The (session, key) of a document hit, as one loader key: the session's uuid (36 characters), "/", the key. */
const documentKey = (sessionId: string, key: string) => `${sessionId}/${key}`;

const documentsByKey = valueLoader(async (ctx, keys) => {
  const asked = keys.map((key) => ({ sessionId: key.slice(0, 36), key: key.slice(37) }));
  const rows = await findDocumentsByKeys(ctx.db, ownerOf(ctx), asked);
  return new Map(rows.map((row) => [documentKey(row.session_id, row.key), shownDocument(row)]));
}, null);

/** Which member of SearchHitNode a loaded node is: set on the copy the hit hands out (the loaders' rows stay as they are). */
const NODE_TYPE = Symbol('search hit node type');
type Node = Message | SessionEvent | CheckpointNode | Task | ReturnType<typeof shownDocument>;
type Tagged = Node & { [NODE_TYPE]: string };

/** Each kind's node: its type, and how the request's loaders read it by what the hit names. */
const NODES: Record<SearchKind, { type: string; load: (ctx: Context, hit: SearchHitRow) => Promise<Node | null> }> = {
  MESSAGE: { type: 'Message', load: (ctx, hit) => MessageRef.getDataloader(ctx).load(hit.row_id) },
  EVENT: { type: 'SessionEvent', load: (ctx, hit) => SessionEventRef.getDataloader(ctx).load(sessionKey(hit.session_id, hit.seq!)) },
  CHECKPOINT: { type: 'Checkpoint', load: (ctx, hit) => CheckpointRef.getDataloader(ctx).load(hit.row_id) },
  TASK: { type: 'Task', load: (ctx, hit) => TaskRef.getDataloader(ctx).load(hit.row_id) },
  DOCUMENT: { type: 'SharedContextDocument', load: (ctx, hit) => documentsByKey(ctx).load(documentKey(hit.session_id, hit.row_id)) },
};

async function nodeOf(ctx: Context, hit: SearchHitRow): Promise<Tagged | null> {
  const { type, load } = NODES[hit.kind];
  const node = await load(ctx, hit);
  return node ? { ...node, [NODE_TYPE]: type } : null;
}

const SearchHitNode = builder.unionType('SearchHitNode', {
  description: 'What a search hit is: select the fields of each type you want to show.',
  types: [MessageRef, SessionEventRef, CheckpointRef, TaskRef, SharedContextDocumentRef],
  resolveType: (node) => (node as Tagged)[NODE_TYPE],
});

const placesOf = valueLoader(async (ctx, keys: readonly string[]) => {
  const places = await findTimelinePlaces(
    ctx.db,
    ownerOf(ctx),
    keys.map((key) => JSON.parse(key) as PlaceAsked),
  );
  return new Map(keys.map((key) => [key, places.get(placeKey(JSON.parse(key) as PlaceAsked)) ?? null]));
}, null);

const SearchHitRef = builder.objectRef<SearchHitRow>('SearchHit').implement({
  description: 'A row that matched a search: what it is, where, when, the text around the words it matched, and a cursor that opens the timeline at it.',
  fields: (t) => ({
    kind: t.field({ type: SearchKindEnum, description: 'What it is.', resolve: (hit) => hit.kind }),
    node: t.field({
      type: SearchHitNode,
      nullable: true,
      description: 'The message, event, checkpoint, task or shared document itself; null only when it was deleted after the search read it.',
      resolve: (hit, _, ctx) => nodeOf(ctx, hit),
    }),
    session: t.field({
      type: SessionRef,
      description: 'The session it belongs to (for an inherited message: the fork that shows it).',
      resolve: (hit) => hit.session_id,
    }),
    at: t.expose('at', { type: 'DateTime', description: 'When it was written (a shared document: its latest version).' }),
    rank: t.exposeFloat('rank', {
      description:
        'How well it matches (ts_rank: more of the words, more often, in a heavier part such as content or a label): compare within one search only.',
    }),
    snippet: t.field({ type: SnippetRef, description: 'The text around the words it matched.', resolve: (hit) => snippetParts(hit.headline) }),
    inherited: t.exposeBoolean('inherited', {
      description: 'True for a message a fork named in filter.sessionIds shows because it inherited it from the session it was forked from.',
    }),
    timelineCursor: t.string({
      nullable: true,
      description:
        "Opens the timeline at this hit: `timeline(after: timelineCursor)` (the session's, its workspace's or yours) starts with its entry, `before:` ends just before it. Null only when it was deleted after the search read it.",
      resolve: async (hit, _, ctx) => {
        const asked: PlaceAsked = { kind: hit.kind, rowId: hit.row_id, sessionId: hit.session_id };
        const place = await placesOf(ctx).load(JSON.stringify(asked));
        return place ? timelineCursorAt(place) : null;
      },
    }),
  }),
});

const QUERY = `Words, as a search engine reads them: all must appear (in any form: "failing" finds "failed"), "a quoted phrase" in that order, "or" between alternatives, "-word" leaves out. Filters: role:assistant (user, assistant, system, tool), tool:<name> (messages calling that tool or carrying its result), kind:message (event, checkpoint, task, document); the same filter twice allows either value. At most ${SEARCH_LIMITS.queryLength} characters, ${SEARCH_LIMITS.words} words and ${SEARCH_LIMITS.filters} filters.`;

const UNSEARCHABLE = {
  'no-words': 'has only very common words (such as "the" or "and") or no words at all, which no text is indexed by; add a more specific word.',
  'only-exclusions': 'finds rows only by what they leave out ("-word", or an alternative made of "-word"s); add a word that must appear.',
} as const;

const SearchConnectionRef = builder.connectionObject(
  { type: SearchHitRef, name: 'SearchConnection', description: 'A page of search hits, best first, with the total number of hits (totalCount).' },
  { name: 'SearchEdge', description: 'A hit and its cursor.' },
);

builder.queryField('search', (t) =>
  t.field({
    type: SearchConnectionRef,
    description: `Full-text search over your messages (their tool calls and results too), events, checkpoints, tasks and shared documents, best match first. Secrets are redacted before anything is stored, so none can be found. See docs/search.md.`,
    args: {
      query: t.arg.string({ required: true, description: QUERY }),
      filter: t.arg({ type: SearchFilterInput, description: 'Where to search; everywhere that is yours when absent.' }),
      first: t.arg.int({ description: `How many hits to return (after \`after\`): at most ${PAGE.max}, a larger value is capped; default ${PAGE.default}.` }),
      after: t.arg.string({ description: 'Start after the hit with this cursor (one this search handed out, for the same query and filter).' }),
    },
    errors: resultOf(
      'SearchResult',
      parseSearchQueryThrows,
      searchScopeThrows,
      localIdThrows,
      optionalLocalIdThrows,
      decodeSearchCursorThrows,
      ValidationError,
    ),
    complexity: (args) => ({ field: SEARCH_COST, multiplier: Math.max(0, Math.min(args.first ?? PAGE.default, PAGE.max)) }),
    resolve: async (_, args, ctx) => {
      const filter = args.filter;
      const scope = searchScope(parseSearchQuery(args.query), {
        ...filter,
        sessionIds: filter?.sessionIds?.map((id, i) => localId('Session', id, `filter.sessionIds[${i}]`)),
        workspaceId: optionalLocalId('Workspace', filter?.workspaceId, 'filter.workspaceId'),
      });
      const after = args.after == null ? undefined : decodeSearchCursor(args.after, 'after');
      const owner = ownerOf(ctx);
      const toCursor = (hit: SearchHitRow) => encodeSearchCursor(hit);
      const connection = resolveCursorConnection<Promise<SearchHitRow[]>>(
        { args: { first: args.first, after: args.after }, toCursor, defaultSize: PAGE.default, maxSize: PAGE.max },
        async (page) => {
          const hits = await findSearchHits(ctx.db, owner, scope, { after, limit: page.limit });
          // Nothing found: say so when the words can find nothing (asked only then, saving every other search a round trip).
          const words = hits.length ? 'searchable' : await inspectSearchWords(ctx.db, scope.words);
          if (words !== 'searchable') throw new ValidationError('query', UNSEARCHABLE[words]);
          return hits;
        },
      );
      return counted(connection, () => countSearchHits(ctx.db, owner, scope));
    },
  }),
);
