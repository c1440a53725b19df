// `npm run bench` section for full-text search (issue 22, item 3): a million messages, then two-word queries over them
// through the API; budget p95 <= 100 ms. run.ts starts the server and reports; this file seeds and times.
//
// The messages are made in SQL (INSERT ... SELECT generate_series): 20,000 fragments of 6 to 18 words drawn from the
// vocabulary below with a Zipf-like skew (a word's frequency falls as 1 / (rank + 10), as in text once stop words are
// gone; about one word in eight is an identifier such as "handler42"), each message two fragments, every fourth a
// tool's result. 1,000 sessions of 1,000 messages, one owner: the search reads all of them.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const SESSIONS = 1_000;
const PER_SESSION = 1_000;
const FRAGMENTS = 20_000;

/** Most frequent first. */
const VOCABULARY = (
  'error test build file function server request response database query index table column migration session ' +
  'agent task step checkpoint resume rewind fork branch commit merge deploy release config option setting value ' +
  'type interface class method module package import export return string number array object map list set queue ' +
  'stream buffer cache memory disk network socket connection timeout retry failure exception warning log trace ' +
  'debug info message event handler callback promise async await thread process worker job schedule cron lock ' +
  'lease token secret key password user account owner permission role access policy rule filter search sort page ' +
  'cursor limit offset count total sum average metric latency throughput budget benchmark profile performance ' +
  'speed slow fast quick large small empty null undefined default missing invalid valid check verify validate ' +
  'parse format encode decode serialize compress hash sign encrypt decrypt read write append update delete ' +
  'insert select create drop alter rename move copy restore snapshot backup archive retention cleanup purge ' +
  'audit history timeline feed subscription notify listen publish channel topic payload header body status code ' +
  'route path directory folder repository worktree diff patch hunk line change refactor lint style review ' +
  'comment approve reject plan phase goal objective summary report result output input argument parameter ' +
  'variable constant field property attribute element node edge graph tree root parent child ancestor descendant ' +
  'lineage depth level layer service client browser viewer terminal command shell script binary library ' +
  'dependency version upgrade downgrade install compile bundle transpile typescript javascript python rust ' +
  'golang postgres sqlite redis kafka docker kubernetes cluster container image volume port host address domain ' +
  'certificate proxy gateway router balancer replica primary standby failover recovery crash restart shutdown ' +
  'startup signal kill pause stop start run running finished completed failed cancelled pending waiting blocked ' +
  'approved rejected apple river mountain window garden kitchen morning evening winter summer autumn spring ' +
  'ocean forest desert island bridge tower castle village city street market school museum hospital station ' +
  'airport harbor beach valley meadow farm orchard vineyard cottage palace temple church theater stadium office ' +
  'factory warehouse shop bakery cafe restaurant hotel yellow green purple orange silver golden bright dark ' +
  'quiet loud gentle rough smooth sharp soft heavy light warm cold fresh ancient modern simple complex careful ' +
  'honest brave clever curious patient eager calm happy angry sad tired hungry walk jump swim climb drive ride ' +
  'fly sail travel visit explore discover learn teach study practice remember forget understand explain describe ' +
  'imagine believe decide choose prefer hope wish expect prepare arrange organize collect gather measure compare ' +
  'estimate calculate predict observe notice recognize consider suggest recommend doctor teacher student farmer ' +
  'baker driver pilot sailor artist writer painter singer dancer actor player coach captain engineer designer ' +
  'manager director editor reporter lawyer judge officer soldier guard chair lamp mirror carpet curtain pillow ' +
  'blanket basket bottle kettle plate spoon knife glass cup bowl candle clock watch camera phone radio piano ' +
  'guitar violin drum ticket letter envelope stamp parcel storm thunder lightning rain snow wind cloud fog frost ' +
  'sunshine rainbow breeze flood drought earthquake volcano '
)
  .trim()
  .split(/\s+/);

const ERR = '... on Error { code message }';

/** What a person's search asks for: the first page of hits, each with its snippet, session and message. */
const SEARCH = `query($q: String!) {
  search(query: $q) {
    __typename
    ... on SearchConnection { edges { cursor node { kind rank at snippet { text } session { id } node { ... on Message { id role content } } } } }
    ${ERR}
  }
}`;

/** Two words of the middle of the vocabulary (ranks 60 to 380): specific words, as people search with. */
function twoWords(k: number): string {
  return `${VOCABULARY[60 + ((k * 7) % 120)]} ${VOCABULARY[180 + ((k * 13) % 200)]}`;
}

async function seed(server: BenchServer, database: DbHandle, tmp: string): Promise<number> {
  const started = performance.now();
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    { p: await mkdtemp(path.join(tmp, 'search-')) },
  );
  const created = await benchGql(
    server,
    `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "search bench" }) { ... on CreateSessionPayload { session { id } } ${ERR} } }`,
    { w: ws.createWorkspace.workspace.id },
  );
  const first = Buffer.from(created.createSession.session.id as string, 'base64')
    .toString()
    .split(':')[1]!;
  const db = database.db;
  await sql`
    insert into sessions (id, owner_id, workspace_id, state, strategy, objective)
    select uuidv7(), s.owner_id, s.workspace_id, 'RUNNING', 'ADAPTIVE', 'search bench ' || n
    from sessions s, generate_series(2, ${SESSIONS}) n where s.id = ${first}`.execute(db);
  await sql`
    insert into conversations (id, session_id, kind, title)
    select uuidv7(), s.id, 'SUPERVISOR', 'Supervisor' from sessions s
    where s.owner_id = (select owner_id from sessions where id = ${first}) and s.objective like 'search bench%'
      and not exists (select from conversations c where c.session_id = s.id)`.execute(db);
  const words = sql`cast(${`{${VOCABULARY.join(',')}}`} as text[])`;
  // A rank from 1 to n with P(rank) proportional to 1 / (rank + 9): the inverse of a log-uniform draw over [10, n + 10).
  const rank = sql`floor(10 * exp(random() * ln((${VOCABULARY.length} + 10) / 10.0)))::int - 9`;
  // The subquery names f (so it runs once per fragment) and orders by g (so string_agg is its own, not the outer query's).
  await sql`
    create unlogged table bench_fragments as
    select f as id, (
      select string_agg(case when random() < 0.12 then w[${rank}] || floor(random() * 1000)::int else w[${rank}] end, ' ' order by g)
      from generate_series(1, 6 + f % 13) g where f >= 0
    ) as text
    from generate_series(0, ${FRAGMENTS - 1}) f, (select ${words} as w) vocabulary`.execute(db);
  const conversations = await sql<{ id: string }>`
    select c.id from conversations c join sessions s on s.id = c.session_id
    where s.owner_id = (select owner_id from sessions where id = ${first}) and s.objective like 'search bench%'
    order by c.id`.execute(db);
  const ids = conversations.rows.map((row) => row.id);
  for (let from = 0; from < ids.length; from += 100) {
    await sql`
      insert into messages (id, session_id, conversation_id, seq, role, content, tool_name, tool_result)
      select uuidv7(), c.session_id, c.id, n, m.role,
             case when m.role = 'TOOL' then '' else a.text || ' ' || b.text end,
             case when m.role = 'TOOL' then 'run_command' end,
             case when m.role = 'TOOL' then a.text || ' ' || b.text end
      from conversations c
      cross join generate_series(1, ${PER_SESSION}) n
      cross join lateral (select (array['USER', 'ASSISTANT', 'ASSISTANT', 'TOOL'])[1 + n % 4] as role) m
      join bench_fragments a on a.id = ((n::int8 * 7919 + hashtext(c.id::text)) % ${FRAGMENTS} + ${FRAGMENTS}) % ${FRAGMENTS}
      join bench_fragments b on b.id = (n * 104729) % ${FRAGMENTS}
      where c.id = any(cast(${`{${ids.slice(from, from + 100).join(',')}}`} as uuid[]))`.execute(db);
  }
  await sql`update conversations set last_message_seq = ${PER_SESSION} where id = any(cast(${`{${ids.join(',')}}`} as uuid[]))`.execute(db);
  await sql`drop table bench_fragments`.execute(db);
  await analyzed(database);
  return performance.now() - started;
}

/**
 * A million messages, then 200 two-word searches (after 20 untimed), each a different pair of mid-vocabulary words,
 * through the API; and, for scale, a pair of the two most frequent words (a match set hundreds of times larger).
 */
export async function searchBench(server: BenchServer, database: DbHandle, tmp: string) {
  const seedMs = await seed(server, database, tmp);
  const [{ count }] = (await sql<{ count: number }>`select count(*)::int as count from messages`.execute(database.db)).rows as [{ count: number }];
  const times: number[] = [];
  const matches: number[] = [];
  for (let round = 0; round < 220; round++) {
    const q = twoWords(round);
    const started = performance.now();
    const { search } = await benchGql(server, SEARCH, { q });
    const elapsed = performance.now() - started;
    if (search.__typename !== 'SearchConnection') throw new Error(`search ${q}: ${JSON.stringify(search)}`);
    if (round >= 20) times.push(elapsed);
    if (round < 20)
      matches.push(
        (await sql<{ n: number }>`select count(*)::int as n from messages where search_vector @@ websearch_to_tsquery('english', ${q})`.execute(database.db))
          .rows[0]!.n,
      );
  }
  const common: number[] = [];
  const q = `${VOCABULARY[0]} ${VOCABULARY[1]}`;
  for (let round = 0; round < 12; round++) {
    const started = performance.now();
    await benchGql(server, SEARCH, { q });
    if (round >= 2) common.push(performance.now() - started);
  }
  const commonMatches = (
    await sql<{ n: number }>`select count(*)::int as n from messages where search_vector @@ websearch_to_tsquery('english', ${q})`.execute(database.db)
  ).rows[0]!.n;
  return {
    messages: count,
    seedMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    matchesP50: percentile(matches, 50),
    common: { query: q, matches: commonMatches, p50: percentile(common, 50), p95: percentile(common, 95) },
  };
}
