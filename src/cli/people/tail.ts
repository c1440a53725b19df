// `savepoint tail id`: a session's log, live (graphql-ws): its last lines, then every event as it is written, until
// Ctrl+C. It follows from the cursor of the last event printed (client.follow), so a dropped connection or a restart
// of the server loses nothing and repeats nothing: once the server is back, it goes on from there.
import type { Command } from 'commander';
import { SessionEventsDocument, type SessionEventsSubscription, SessionLogEndDocument } from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { printableJson } from '../terminal/output.ts';
import { out } from '../terminal/style.ts';
import { relativeTime } from '../terminal/time.ts';
import { peopleCommand, runs } from './command.ts';
import { count } from './values.ts';
import { shown } from './views.ts';

type Item = SessionEventsSubscription['sessionEvents'];

export function tailCommand(program: Command): void {
  const tail = peopleCommand(program, {
    name: 'tail <id>',
    summary: "a session's log, live: its last lines, then each event as it is written (Ctrl+C stops); --json prints one JSON line per event",
    examples: ['savepoint tail U2Vzc2lvbjo...', 'savepoint tail U2Vzc2lvbjo... --from-start --json | jq -c .node.type'],
  })
    .option('--lines <n>', 'how many of the latest events to print first, 0 to 500', '10')
    .option('--from-start', 'print the whole log first')
    .option('--after <seq>', 'start after this event (the seq of the last one you have)');
  runs<{ lines: string; fromStart?: boolean; after?: string }>(tail, async (io, [id], options) => {
    const client = await io.feedClient();
    let after = options.fromStart ? '0' : options.after !== undefined ? String(count(options.after, '--after', 0, 2 ** 31 - 1)) : null;
    if (after === null) {
      const session = narrow((await client.request(SessionLogEndDocument, { id: id! })).session, 'Session');
      after = String(Math.max(0, session.lastEventSeq - count(options.lines, '--lines', 0, 500)));
    }
    const feed = client.follow(
      SessionEventsDocument,
      { sessionId: id! },
      { after, onItem: (item: Item) => console.log(io.json ? printableJson(item, { compact: true }) : eventLine(item)) },
    );
    // Ctrl+C (or SIGTERM) ends the tail, as it ends `tail -f`: a normal end, exit 0 (instead of the command line's 130).
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      process.once(signal, () => feed.stop());
    }
    const refusal = await feed.ended;
    if (refusal) throw refusal;
  });
}

function eventLine({ node }: Item): string {
  const data = JSON.stringify(node.data);
  const parts = [out.dim(`#${node.seq}`), relativeTime(node.createdAt), out.bold(shown(node.type)), shown(node.actor, 24)];
  return [...parts, ...(data === '{}' ? [] : [shown(data, 120)])].join('  ');
}
