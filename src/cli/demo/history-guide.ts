// The history part of what `npm run demo` prints (guide.ts prints it last): reading back what happened in the seeded
// session (one timeline, the supervisor's conversation with its totals, search, the state at a checkpoint and what
// changed since), exporting it, a retention dry run, and deleting the fork. Runs as printed (test/demo.test.ts).

export function historyTour({ sessionId, forkId, checkpointId, base }: { sessionId: string; forkId: string; checkpointId: string; base: string }): string {
  return `
  # Everything that happened, as one timeline (newest last): each entry says what kind of thing it is and links to it.
  query Timeline {
    session(id: "${sessionId}") {
      ... on Session {
        timeline(last: 25) {
          totalCount
          nodes {
            __typename kind at type actor cursor
            ... on MessageEntry { message { role content } }
            ... on TaskEntry { task { key } from to }
            ... on CheckpointEntry { checkpoint { label } }
            ... on RewindEntry { rewind { kind } }
            ... on CompactionEntry { summary { content } }
            ... on ForkEntry { fork { objective } }
          }
        }
      }
    }
  }

  # Only what went back in time: the rewinds and the compaction, oldest first.
  query Rewound {
    session(id: "${sessionId}") {
      ... on Session { timeline(filter: { kinds: [REWIND, COMPACTION] }, first: 10) { nodes { kind at actor event { seq } } } }
    }
  }

  # The supervisor's side of the work: its messages without tool results, what it cost, the tasks it spawned.
  query Supervisor {
    session(id: "${sessionId}") {
      ... on Session {
        supervisorHistory(includeToolResults: false, limit: 20) {
          messageCount totalTokens totalCostUsd pendingTaskIds
          spawnedTasks { key state }
          messages { inherited message { role content } }
        }
      }
    }
  }

  # Search all your sessions; each hit's timelineCursor opens the timeline where it happened (timeline(after: ...)).
  query Search {
    search(query: "limit", first: 5) {
      ... on SearchConnection { totalCount edges { node { kind rank snippet { text } timelineCursor session { objective } } } }
      ... on Error { code message }
    }
  }

  # The plan as it stood at the manual checkpoint (rebuilt from the log), and what changed from then to the seeding's end.
  query ThenAndNow {
    session(id: "${sessionId}") {
      ... on Session {
        stateAt(at: { checkpointId: "${checkpointId}" }) {
          ... on SessionStateAt { at eventSeq planRevision state replayedEvents phases { name state tasks { key state } } todos { content status } }
          ... on Error { code message }
        }
        diff(from: { checkpointId: "${checkpointId}" }, to: { time: "${new Date().toISOString()}" }) {
          ... on SessionStateDiff { changes { entity name from to } }
          ... on Error { code message }
        }
      }
    }
  }

  # Export the session (newline-delimited JSON, its fork's sources and code objects with ?objects=true) from a shell:
  #   curl -H "authorization: Bearer $SAVEPOINT_TOKEN" ${base}/export/sessions/${sessionId} > session.ndjson
  # and bring it back as a new session: POST it to ${base}/import/sessions?workspaceId=... (docs/export.md).

  # Retention: what your policies would purge now (none is set yet, so nothing), changing nothing.
  mutation RetentionDryRun {
    runRetention(input: { dryRun: true }) {
      ... on RetentionReport { dryRun warnedSessions warnedCheckpoints purgedSessions purgedCheckpoints items { verdict sessionId } }
      ... on Error { code message }
    }
  }

  # Delete the fork: no session builds on it, so it goes at once (audited; its feed ends with session.deleted).
  mutation DeleteFork {
    deleteSession(input: { sessionId: "${forkId}" }) {
      ... on DeletePayload { replayed deletion { kind mode state actor } }
      ... on Error { code message }
    }
  }
`;
}
