// What a search looks for, pure: the query's own syntax (words and "quoted phrases" as websearch_to_tsquery reads them,
// plus role:, tool: and kind: filters) and the filter beside it, checked and bounded, combined into one scope. Every
// refusal is a ValidationError that says what to send instead; nothing here reads the database.
import type { MessageRole } from '../db/tables/conversations.ts';
import { either, throws, ValidationError } from '../errors/domain.ts';

/** What a hit can be: a message (with its tool calls and results), an event, a checkpoint, a task, a shared document. */
export const SEARCH_KINDS = ['MESSAGE', 'EVENT', 'CHECKPOINT', 'TASK', 'DOCUMENT'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const ROLES: readonly MessageRole[] = ['USER', 'ASSISTANT', 'SYSTEM', 'TOOL'];

/** Bounds of one search, so no request costs more than a few index lookups and a page of snippets. */
export const SEARCH_LIMITS = { queryLength: 256, words: 16, filters: 8, toolName: 100, sessionIds: 100 } as const;

/** A query as its text says: the words (websearch_to_tsquery's syntax) and the filters it names (empty: none). */
export type ParsedQuery = { words: string; kinds: SearchKind[]; roles: MessageRole[]; tools: string[] };

/** The filter argument, its ids already decoded; null or empty lists mean "any". */
export type SearchFilter = {
  kinds?: readonly SearchKind[] | null;
  roles?: readonly MessageRole[] | null;
  sessionIds?: readonly string[] | null;
  workspaceId?: string | null;
  from?: Date | null;
  to?: Date | null;
};

/** Everything a search reads: never an empty list of kinds; roles and tools null when any will do. */
export type SearchScope = {
  words: string;
  kinds: SearchKind[];
  roles: MessageRole[] | null;
  tools: string[] | null;
  sessionIds: string[] | null;
  workspaceId: string | null;
  from: Date | null;
  to: Date | null;
};

/** A filter token: an optional (refused) minus, the filter's name, a colon and its value (perhaps empty). */
const FILTER = /^(-?)(role|tool|kind):(.*)$/i;

/** A value as a message quotes it: a few characters. */
const shown = (value: string) => (value.length > 32 ? `${value.slice(0, 32)}…` : value);

const EXAMPLES = { role: 'role:assistant', tool: 'tool:read_file', kind: 'kind:message' } as const;

const refuse = (problem: string) => new ValidationError('query', problem);

/** The query's tokens: "quoted phrases" (a missing closing quote ends at the end), and words between spaces and quotes. */
function tokensOf(query: string): string[] {
  const tokens: string[] = [];
  let at = 0;
  while (at < query.length) {
    if (/\s/.test(query[at]!)) {
      at += 1;
      continue;
    }
    const negated = query[at] === '-' && query[at + 1] === '"' ? 1 : 0;
    if (query[at + negated] === '"') {
      const close = query.indexOf('"', at + negated + 1);
      const end = close === -1 ? query.length : close + 1;
      tokens.push(query.slice(at, end));
      at = end;
      continue;
    }
    let end = at;
    while (end < query.length && !/[\s"]/.test(query[end]!)) end += 1;
    tokens.push(query.slice(at, end));
    at = end;
  }
  return tokens;
}

/** Parses a query; a refusal names the part to change. */
export function parseSearchQuery(query: string): ParsedQuery {
  if (query.length > SEARCH_LIMITS.queryLength) {
    throw refuse(`is ${query.length} characters; a search takes at most ${SEARCH_LIMITS.queryLength}: keep the words that matter most.`);
  }
  const parsed: ParsedQuery = { words: '', kinds: [], roles: [], tools: [] };
  const words: string[] = [];
  let filters = 0;
  for (const token of tokensOf(query)) {
    const filter = FILTER.exec(token);
    if (!filter) {
      words.push(token);
      continue;
    }
    const [, negated, prefix = '', value = ''] = filter;
    const name = prefix.toLowerCase() as keyof typeof EXAMPLES;
    if (negated) throw refuse(`${shown(token)}: a filter cannot be negated; name the ${name}s to keep instead, or drop the "-".`);
    if (!value) throw refuse(`${name}: needs a value right after the colon, e.g. ${EXAMPLES[name]}.`);
    if (++filters > SEARCH_LIMITS.filters) throw refuse(`names more than ${SEARCH_LIMITS.filters} filters (role:, tool:, kind:); keep fewer.`);
    if (name === 'kind') parsed.kinds.push(kindOf(value));
    else if (name === 'role') parsed.roles.push(roleOf(value));
    else parsed.tools.push(toolOf(value));
  }
  const terms = words.flatMap((word) => word.replace(/^-?"|"$/g, '').split(/\s+/)).filter(Boolean);
  if (terms.length > SEARCH_LIMITS.words) {
    throw refuse(`has ${terms.length} words; a search takes at most ${SEARCH_LIMITS.words}: keep the ones that matter most.`);
  }
  // websearch_to_tsquery reads "or" as an operator and "-word" as a word left out: neither is one a hit must hold.
  const required = words.filter((word) => !word.startsWith('-') && word.toLowerCase() !== 'or' && word.replace(/"/g, '').trim());
  if (required.length === 0) {
    throw refuse(
      words.length === 0
        ? 'has no word to search for; filters such as role:user narrow a search, they are not one. Add a word, e.g. "role:user timeout".'
        : 'has no word that must appear ("-word" only leaves out); add one.',
    );
  }
  parsed.words = words.join(' ');
  return parsed;
}
export const parseSearchQueryThrows = throws(ValidationError);

function kindOf(value: string): SearchKind {
  const kind = SEARCH_KINDS.find((known) => known === value.toUpperCase());
  if (!kind) throw refuse(`kind:${shown(value)} is not a kind of hit; use ${either(SEARCH_KINDS.map((k) => `kind:${k.toLowerCase()}`))}.`);
  return kind;
}

function roleOf(value: string): MessageRole {
  const role = ROLES.find((known) => known === value.toUpperCase());
  if (!role) throw refuse(`role:${shown(value)} is not a role; use ${either(ROLES.map((r) => `role:${r.toLowerCase()}`))}.`);
  return role;
}

function toolOf(value: string): string {
  if (value.length > SEARCH_LIMITS.toolName) {
    throw refuse(
      `tool:${shown(value)} is longer than any tool name (at most ${SEARCH_LIMITS.toolName} characters); give the name a tool call carries, e.g. tool:read_file.`,
    );
  }
  return value;
}

/** Whether a list of values allows this one: a null or empty list allows any. */
const allows = <T>(list: readonly T[] | null | undefined, value: T) => !list?.length || list.includes(value);

/** The query and the filter as one scope; a refusal when together they leave nothing that could match. */
export function searchScope(query: ParsedQuery, filter: SearchFilter): SearchScope {
  const anyRole = !query.roles.length && !filter.roles?.length;
  const roles = anyRole ? null : ROLES.filter((role) => allows(query.roles, role) && allows(filter.roles, role));
  if (roles?.length === 0) throw new ValidationError('filter.roles', "and the query's role: filters have no role in common; drop one of them.");
  const tools = query.tools.length ? [...new Set(query.tools)] : null;
  // role: and tool: are about messages: they leave the other kinds out.
  const messagesOnly = roles !== null || tools !== null;
  const kinds = SEARCH_KINDS.filter((kind) => allows(query.kinds, kind) && allows(filter.kinds, kind) && (!messagesOnly || kind === 'MESSAGE'));
  if (kinds.length === 0) {
    const also = messagesOnly ? ' (role: and tool: find messages only)' : '';
    const field = filter.kinds?.length || filter.roles?.length ? 'filter.kinds' : 'query';
    throw new ValidationError(field, `leaves no kind of hit to search${also}: the filters exclude one another; drop one of them.`);
  }
  const sessionIds = filter.sessionIds?.length ? [...new Set(filter.sessionIds)] : null;
  if (sessionIds && sessionIds.length > SEARCH_LIMITS.sessionIds) {
    throw new ValidationError(
      'filter.sessionIds',
      `names ${sessionIds.length} sessions; a search takes at most ${SEARCH_LIMITS.sessionIds}: search a workspace, or all your sessions, instead.`,
    );
  }
  const from = filter.from ?? null;
  const to = filter.to ?? null;
  if (from && to && from >= to) throw new ValidationError('filter.to', 'must be after filter.from: the window is from (included) to (excluded).');
  return { words: query.words, kinds, roles, tools, sessionIds, workspaceId: filter.workspaceId ?? null, from, to };
}
export const searchScopeThrows = throws(ValidationError);
