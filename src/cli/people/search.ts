// `savepoint search <query>`: full-text search over your messages, tool calls and results, events, checkpoints,
// tasks and shared documents (docs/search.md), best match first; what matched is highlighted on a terminal.
import type { Command } from 'commander';
import { type MessageRole, type SearchFilter, SearchHitsDocument, type SearchKind } from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { printable } from '../terminal/output.ts';
import { out } from '../terminal/style.ts';
import { relativeTime } from '../terminal/time.ts';
import { peopleCommand, runs } from './command.ts';
import { choice, collect, count, enumValues, moment } from './values.ts';
import { plural, shown } from './views.ts';

const KINDS = enumValues<SearchKind>()(['MESSAGE', 'EVENT', 'CHECKPOINT', 'TASK', 'DOCUMENT']);
const ROLES = enumValues<MessageRole>()(['USER', 'ASSISTANT', 'SYSTEM', 'TOOL']);

type SearchOptions = { session?: string[]; workspace?: string; kinds?: string[]; roles?: string[]; from?: string; to?: string; limit: string; after?: string };

export function searchCommand(program: Command): void {
  const search = peopleCommand(program, {
    name: 'search <query>',
    summary: 'full-text search over your conversations, tool calls, events, checkpoints, tasks and documents',
    examples: [
      'savepoint search "rate limit"',
      'savepoint search "tool:read_file role:tool timeout" --session U2Vzc2lvbjo...',
      'savepoint search deploy --kinds message,checkpoint --from 7d',
    ],
  })
    .option('--session <id>', 'only in this session (repeatable); a fork also finds what it inherited', collect)
    .option('--workspace <id>', 'only in the sessions of this workspace')
    .option('--kinds <kinds>', 'only these kinds: message, event, checkpoint, task, document', collect)
    .option('--roles <roles>', 'only messages of these roles: user, assistant, system, tool', collect)
    .option('--from <time>', 'only what was written from this time (an ISO time, or a time ago: 7d)')
    .option('--to <time>', 'only what was written up to this time')
    .option('--limit <n>', 'how many hits, 1 to 100', '20')
    .option('--after <cursor>', 'the page after this cursor');
  runs<SearchOptions>(search, async (io, [query], options) => {
    const filter: SearchFilter = {
      ...(options.session && { sessionIds: options.session }),
      ...(options.workspace && { workspaceId: options.workspace }),
      ...(options.kinds && { kinds: options.kinds.map((kind) => choice(kind, KINDS, '--kinds')) }),
      ...(options.roles && { roles: options.roles.map((role) => choice(role, ROLES, '--roles')) }),
      ...(options.from && { from: moment(options.from, '--from') }),
      ...(options.to && { to: moment(options.to, '--to') }),
    };
    const first = count(options.limit, '--limit', 1, 100);
    const { search: answer } = await io.client().request(SearchHitsDocument, { query: query!, filter, first, after: options.after });
    const hits = narrow(answer, 'SearchConnection');
    io.emit({ search: hits }, () => {
      if (hits.nodes.length === 0) return ['Nothing found.'];
      const lines: string[] = [];
      for (const hit of hits.nodes) {
        const what = hit.node?.__typename === 'Message' ? `${hit.kind} ${hit.node.role}` : hit.kind;
        lines.push(
          `${out.bold(what)}  ${shown(hit.session.objective, 60)}  ${out.dim(`${relativeTime(hit.at)} · ${hit.session.id}${hit.inherited ? ' · inherited' : ''}`)}`,
        );
        lines.push(`  ${hit.snippet.parts.map((part) => (part.highlighted ? out.bold(out.yellow(printable(part.text))) : printable(part.text))).join('')}`);
      }
      lines.push(
        '',
        hits.pageInfo.hasNextPage ? `${plural(hits.totalCount, 'hit')}; the next page: --after ${hits.pageInfo.endCursor}` : plural(hits.totalCount, 'hit'),
      );
      return lines;
    });
  });
}
