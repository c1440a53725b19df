// What `npm run demo` prints after seeding: the session it made and operations to try in GraphiQL (seed.ts), with the
// ids filled in, in an order that runs as printed (test/demo.test.ts runs every one of them, in order).
import { historyTour } from './history-guide.ts';

export type Seeded = {
  sessionId: string;
  forkId: string;
  wireTaskId: string;
  approvalId: string;
  checkpointId: string;
  compactionId: string;
  base: string;
  dir: string;
  /** The LangGraph-style thread's key, and its fork's (demo/thread.ts). */
  threadKey: string;
  forkKey: string;
};

export function printGuide({ sessionId, forkId, wireTaskId, approvalId, checkpointId, compactionId, base, dir, threadKey, forkKey }: Seeded) {
  console.log(`
Seeded session ${sessionId}
  "Add rate limiting to the public API": 3 phases, 5 tasks (one added by a plan revision), 6 steps, a supervisor
  conversation with a tool call, one task running with its todo list, one task paused, a shared design note, an
  approval waiting (the session is AWAITING_APPROVAL), a rewound wrong turn and a compacted survey in the conversation,
  checkpoints over a real git workspace (${dir}): automatic ones after the plan and its revision, each completed step,
  the completed task and the finished phase, a manual one, and a state-only one taken with a message and an event in
  one recordWork call; and a fork from the manual checkpoint (${forkId}).
  Beside it, a LangGraph thread "${threadKey}" (its state as its client keeps it: docs/langgraph.md), rewound and
  undone, and forked into "${forkKey}".

Open GraphiQL at ${base}/graphql (start the server with \`npm start\` if it is not running) and try, in order:

  # In a tab of its own: the session's log from its first event, then each change as it happens.
  subscription Watch {
    sessionEvents(sessionId: "${sessionId}", after: "0") { cursor node { seq type actor data } }
  }

  query Session {
    session(id: "${sessionId}") {
      ... on Session {
        objective state strategy planRevision autoComplete checkpointPolicy { afterStep afterTask }
        progress { percentComplete tasks { completed running pending paused } estimate { estimatedCompletionAt remainingSteps secondsPerStep } }
        todos { content status } sharedContext { key value version }
        readyTasks { key title }
        roleDistribution { role total running completed }
        phases { nodes { name state tasks { nodes { key state todos { content status activeForm } steps { nodes { kind title state } } } } } }
        conversations { nodes { kind totalTokens totalCostUsd messages(includeToolResults: false) { nodes { role content } } } }
        approvals(state: PENDING) { nodes { id title } }
        checkpoints { nodes { seq kind label verified linesAdded filesChanged { path action }
          diff { ... on CheckpointDiff { files { path hunks { lines } } } }
          stateDiff { ... on CheckpointStateDiff { changes { entity name from to } workingState { planRevision { from to } } } } } }
        events(first: 50) { nodes { seq type actor data } }
      }
    }
  }

  # The approval gates the wiring task: starting it is refused (APPROVAL_PENDING) until a person decides, whatever
  # path leads back to running (pause and resume, a fork, a restore, an undo).
  mutation StartWiring {
    startTask(input: { taskId: "${wireTaskId}" }) {
      ... on TaskPayload { task { state } }
      ... on ApprovalPendingError { code approvalState approval { title } }
    }
  }

  mutation Approve {
    decideApproval(input: { approvalId: "${approvalId}", decision: APPROVE, note: "ship it" }) {
      ... on DecideApprovalPayload { approval { state session { state } } }
      ... on Error { code message }
    }
  }

  # The wiring agent is paused until the approval is decided; resume it (a task at a time, the rest untouched).
  mutation ResumeWiring {
    resumeTask(input: { taskId: "${wireTaskId}" }) {
      ... on ResumeTaskPayload { task { key state } }
      ... on Error { code message }
    }
  }

  # The plan can change while it runs: add a step to the docs task, skip nothing, see planRevision go up.
  mutation Revise {
    revisePlan(input: { sessionId: "${sessionId}", reason: "an example as well", addSteps: [{ taskKey: "docs", steps: [{ kind: WRITE, title: "Add an example" }] }] }) {
      ... on RevisePlanPayload { revision session { planRevision } }
      ... on Error { code message }
    }
  }

  # A rewind: see what going back to a checkpoint would do (files, messages, what cannot be undone), the rewinds so far.
  query Rewinds {
    session(id: "${sessionId}") {
      ... on Session {
        rewinds { nodes { id kind createdAt changes { messagesSuperseded } } }
        checkpoints(first: 1) { nodes { id seq label } }
      }
    }
  }

  query RewindPreview {
    session(id: "${sessionId}") {
      ... on Session {
        rewindPreview(kind: CODE, checkpointId: "${checkpointId}") {
          ... on RewindPreview { files { path action additions deletions } irreversibleSteps { step { title } reason } toolCallsAfter { name at } }
          ... on Error { code message }
        }
      }
    }
  }

  # The supervisor's conversation: the survey stands behind one summary (summaryOf), the wrong turn is set aside.
  query Conversation {
    session(id: "${sessionId}") {
      ... on Session {
        conversations(first: 1) {
          nodes { messages(includeSuperseded: true) { nodes { seq role content superseded summaryOf { count first { seq } last { seq } } } } }
        }
      }
    }
  }

  # Undo the compaction (the newest rewind; rewinds are undone newest first): the survey's messages count again.
  mutation UndoRewind {
    undoRewind(input: { rewindId: "${compactionId}" }) {
      ... on UndoRewindPayload { rewind { undoneAt } }
      ... on Error { code message }
    }
  }

  # The fork: where it began, the tree of forks, and how it differs from its source.
  query Fork {
    session(id: "${forkId}") {
      ... on Session {
        objective state
        lineage { depth root { id objective } parent { id } forkPoint { kind at checkpoint { seq label } inheritedMessages pendingApprovals } }
        conversations(first: 1) { nodes { messages { totalCount nodes { role content } } } }
        compare(with: "${sessionId}") {
          ... on SessionComparison { plan { taskStates { key thisState otherState } } conversations { diverged { commonCount onlyThereCount } } }
          ... on Error { code message }
        }
      }
    }
  }

  # The code as it was at the manual checkpoint, as a branch of the demo repository (your checkout does not move).
  mutation Branch {
    createBranchFromCheckpoint(input: { checkpointId: "${checkpointId}", branchName: "limiter-written" }) {
      ... on CreateBranchFromCheckpointPayload { branch { reference commit } checkedOut }
      ... on Error { code message }
    }
  }

  query Resumable {
    sessions(filter: { resumable: true }) {
      nodes { id objective state lastActivity { idleSeconds eventType task { key } step { title } } }
    }
  }

  # Nobody holds the session's lease, so it counts as interrupted: see what resuming it would do, then resume it.
  query ResumePreview {
    session(id: "${sessionId}") {
      ... on Session { resumePreview { ... on ResumePreview {
        resumable plan { skippedSteps { title } inProgress { step { title } action reason } pendingSteps { title } }
        environment { valid changedFiles { path action } } pendingApprovals { title } } } }
    }
  }

  mutation Resume {
    resumeSession(input: { sessionId: "${sessionId}", holder: "my-runner" }) {
      ... on ResumeSessionPayload { lease { token expiresAt } plan { pendingSteps { id title } } }
      ... on Error { code message }
    }
  }

  # A LangGraph thread kept in Savepoint: its checkpoints as its client stored them, newest first (the rewind and its
  # undo are copies on top), with what people read of each (summary, metadata) and the writes pending on it.
  query Thread {
    stateCheckpoints(sessionKey: "${threadKey}") { clientId parentClientId summary metadata parts { name version } pendingWrites { taskId channel } }
    fork: stateCheckpoint(sessionKey: "${forkKey}") { clientId summary session { parent { clientKey } } }
  }
${historyTour({ sessionId, forkId, checkpointId, base })}`);
}
