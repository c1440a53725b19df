/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Viewer { viewer { name token { name suffix } apiTokens { name revoked } } }": typeof types.ViewerDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id name suffix revoked } } ... on Error { code message } }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenPayload { apiToken { revoked revokedAt } } ... on Error { code message } }\n  }\n": typeof types.RevokeApiTokenDocument,
    "query NodeById($id: ID!) { node(id: $id) { id __typename } }": typeof types.NodeByIdDocument,
    "query AllSessions { sessions { nodes { id } } workspaces { nodes { id } } }": typeof types.AllSessionsDocument,
    "\n  mutation AppendOne($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n": typeof types.AppendOneDocument,
    "\n  mutation Checkpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) {\n      __typename\n      ... on CreateCheckpointPayload {\n        checkpoint {\n          id seq label kind gitCommit gitNote linesAdded linesRemoved verified\n          filesChanged { path previousPath action additions deletions binary }\n          task { key } step { title }\n        }\n      }\n      ... on Error { code message }\n      ... on WorkspaceUnavailableError { reason path }\n    }\n  }\n": typeof types.CheckpointDocument,
    "\n  query CheckpointDetail($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        seq verified stateSnapshot\n        conversations { lastMessageSeq messages(first: 50) { nodes { seq content } } }\n        diff(against: $against) {\n          __typename\n          ... on CheckpointDiff { from { seq } totals { filesChanged additions deletions } files { path action additions deletions binary hunks { header lines } } }\n          ... on Error { code message }\n        }\n        stateDiff(against: $against) {\n          __typename\n          ... on CheckpointStateDiff { changes { entity name from to } }\n          ... on Error { code message }\n        }\n      }\n    }\n  }\n": typeof types.CheckpointDetailDocument,
    "\n  query SessionCheckpoints($id: ID!) {\n    session(id: $id) { ... on Session { checkpointPolicy { afterStep } checkpoints { nodes { seq kind label step { title } task { key } } } } }\n  }\n": typeof types.SessionCheckpointsDocument,
    "\n  mutation CheckpointAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { message } } }\n": typeof types.CheckpointAppendDocument,
    "mutation RedactEvent($input: RecordEventInput!) { recordEvent(input: $input) { __typename } }": typeof types.RedactEventDocument,
    "\n  query ClientsViewer { viewer { name token { name suffix } } }\n": typeof types.ClientsViewerDocument,
    "\n  query ClientsSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { id objective state events(first: 50) { edges { cursor node { seq type } } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientsSessionDocument,
    "\n  mutation ClientsStartSession($input: SessionTransitionInput!) {\n    startSession(input: $input) {\n      __typename\n      ... on SessionStatePayload { session { id state } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientsStartSessionDocument,
    "\n  subscription ClientsSessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n": typeof types.ClientsSessionFeedDocument,
    "\n  mutation ClientsRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }\n  }\n": typeof types.ClientsRecordEventsDocument,
    "\n  mutation AppendMessages($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      __typename\n      ... on AppendMessagesPayload { replayed messages { id seq role } conversation { lastMessageSeq } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n": typeof types.AppendMessagesDocument,
    "\n  query Messages($id: ID!, $first: Int, $after: String, $calls: Boolean, $results: Boolean) {\n    node(id: $id) {\n      ... on Conversation {\n        kind\n        messageCount\n        totalTokens\n        totalCostUsd\n        messages(first: $first, after: $after, includeToolCalls: $calls, includeToolResults: $results) {\n          nodes { seq role content toolCalls { id name input } toolName toolInput toolResult isError tokenCount costUsd }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": typeof types.MessagesDocument,
    "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationPayload { conversation { id kind title task { key } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.CreateConversationDocument,
    "\n  query NestedPlan($filter: SessionFilter) {\n    sessions(filter: $filter, first: 20) {\n      nodes {\n        id state workspace { path }\n        progress { percentComplete tasks { total completed } steps { total pending } }\n        readyTasks { key }\n        roleDistribution { role total }\n        conversations { nodes { messageCount totalTokens } }\n        approvals { nodes { id } }\n        phases(first: 50) {\n          nodes {\n            name state\n            tasks(first: 10) {\n              nodes { key state phase { name } dependencies { key } steps(first: 5) { nodes { kind state task { key } } } }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.NestedPlanDocument,
    "query SessionApprovals($id: ID!) { session(id: $id) { ... on Session { approvals { nodes { id } } } } }": typeof types.SessionApprovalsDocument,
    "query SessionEventsAfter($id: ID!, $after: String) { session(id: $id) { ... on Session { events(first: 5, after: $after) { nodes { seq } } } } }": typeof types.SessionEventsAfterDocument,
    "mutation InterruptedCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename } }": typeof types.InterruptedCheckpointDocument,
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n": typeof types.CreateSessionDocument,
    "\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.StartSessionDocument,
    "\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.PauseSessionDocument,
    "\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.CompleteSessionDocument,
    "\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.FailSessionDocument,
    "\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.CancelSessionDocument,
    "\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  ": typeof types.StartTaskDocument,
    "\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  ": typeof types.CompleteTaskDocument,
    "\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  ": typeof types.FailTaskDocument,
    "\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  ": typeof types.StartStepDocument,
    "\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  ": typeof types.CompleteStepDocument,
    "\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  ": typeof types.FailStepDocument,
    "\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.SessionEventsDocument,
    "\n  mutation Acquire($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) {\n      __typename\n      ... on LeasePayload { lease { holder token expiresAt live } }\n      ... on Error { code message }\n      ... on SessionLockedError { holder expiresAt }\n      ... on WorkspaceAlreadyOpenError { otherSessionId }\n    }\n  }\n": typeof types.AcquireDocument,
    "\n  mutation Heartbeat($input: HeartbeatInput!) { heartbeat(input: $input) { __typename ... on LeasePayload { lease { token expiresAt } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n": typeof types.HeartbeatDocument,
    "mutation Release($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code } } }": typeof types.ReleaseDocument,
    "mutation Unlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename ... on LeasePayload { session { lease { live } } } ... on Error { code } } }": typeof types.UnlockDocument,
    "\n  mutation FencedStepStart($input: StartStepInput!) { startStep(input: $input) { __typename ... on StepPayload { step { state } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n": typeof types.FencedStepStartDocument,
    "\n  mutation FencedStepComplete($input: CompleteStepInput!) { completeStep(input: $input) { __typename ... on StepPayload { step { state output } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n": typeof types.FencedStepCompleteDocument,
    "\n  mutation FencedTaskStart($input: StartTaskInput!) { startTask(input: $input) { __typename ... on TaskPayload { task { state } } ... on Error { code message } } }\n": typeof types.FencedTaskStartDocument,
    "\n  mutation FencedAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n": typeof types.FencedAppendDocument,
    "\n  mutation PauseTask($input: PauseTaskInput!) {\n    pauseTask(input: $input) {\n      __typename\n      ... on PauseTaskPayload { replayed task { key state phase { state } steps { nodes { state } } } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n": typeof types.PauseTaskDocument,
    "\n  mutation PausePhase($input: PausePhaseInput!) {\n    pausePhase(input: $input) {\n      __typename\n      ... on PausePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n": typeof types.PausePhaseDocument,
    "\n  mutation ResumePhase($input: ResumePhaseInput!) {\n    resumePhase(input: $input) {\n      __typename\n      ... on ResumePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n": typeof types.ResumePhaseDocument,
    "\n  mutation PauseAcquireLease($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }\n  }\n": typeof types.PauseAcquireLeaseDocument,
    "\n  query PausePlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        readyTasks { key }\n        phases { nodes { id name state tasks { nodes { id key state steps { nodes { id state } } } } } }\n      }\n    }\n  }\n": typeof types.PausePlanDocument,
    "\n  mutation PhaseOutputComplete($input: CompletePhaseInput!) {\n    completePhase(input: $input) {\n      __typename\n      ... on CompletePhasePayload { completedNow replayed phase { id state output summary completedAt } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { entity entityId currentState allowedFrom }\n      ... on StaleLeaseError { given current }\n    }\n  }\n": typeof types.PhaseOutputCompleteDocument,
    "\n  query PhaseOutputPhases($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        phases { nodes { id name state output summary completedAt } }\n        checkpoints { nodes { kind label } }\n      }\n    }\n  }\n": typeof types.PhaseOutputPhasesDocument,
    "\n  mutation PhaseOutputAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": typeof types.PhaseOutputAcquireDocument,
    "\n  mutation PhaseOutputRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n": typeof types.PhaseOutputReleaseDocument,
    "\n  mutation RevisePlan($input: RevisePlanInput!) {\n    revisePlan(input: $input) {\n      __typename\n      ... on RevisePlanPayload {\n        revision\n        replayed\n        session { planRevision }\n        added {\n          phases { id key name position state }\n          tasks { id key position state phase { key } dependencies { key } steps { nodes { position idempotencyKey } } }\n          steps { id position kind idempotencyKey task { key } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on InvalidTransitionError { currentState }\n      ... on NotFoundError { entity }\n    }\n  }\n": typeof types.RevisePlanDocument,
    "\n  query RevisedPlan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        planRevision\n        readyTasks { key }\n        phases { nodes { id key position state skipReason tasks { nodes { id key position state skipReason dependencies { key } steps { nodes { position title } } } } } }\n        checkpoints { nodes { kind label stateSnapshot } }\n      }\n    }\n  }\n": typeof types.RevisedPlanDocument,
    "\n  mutation AcquireForRevision($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } }\n  }\n": typeof types.AcquireForRevisionDocument,
    "\n  subscription FaultFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n": typeof types.FaultFeedDocument,
    "\n  mutation FaultRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }\n": typeof types.FaultRecordDocument,
    "\n  query RecoveryPlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        recoveryPlan { action reason task { id key state } agentSessionRef conversation { id kind } phase { id name state } }\n      }\n    }\n  }\n": typeof types.RecoveryPlanDocument,
    "\n  mutation ResumeTask($input: ResumeTaskInput!) {\n    resumeTask(input: $input) {\n      __typename\n      ... on ResumeTaskPayload {\n        task { id key state }\n        previousState\n        tookLease\n        lease { holder token live }\n        continuation {\n          skippedSteps { title }\n          inProgress { step { title } action reason }\n          pendingSteps { title task { key } }\n        }\n        conversation { id }\n        agentSessionRef\n        replayed\n      }\n      ... on Error { code message }\n      ... on InvalidTransitionError { entity currentState allowedFrom }\n      ... on SessionLockedError { holder }\n      ... on StaleLeaseError { given current }\n      ... on ValidationError { field }\n    }\n  }\n": typeof types.ResumeTaskDocument,
    "\n  query RecoverySnapshot($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state lastEventSeq\n        lease { holder token live }\n        tasks { nodes { key state attempt steps { nodes { title state attempt } } } }\n      }\n    }\n  }\n": typeof types.RecoverySnapshotDocument,
    "\n  query RecoveryEvents($id: ID!, $types: [String!]) {\n    session(id: $id) { ... on Session { events(first: 100, types: $types) { nodes { type data } } } }\n  }\n": typeof types.RecoveryEventsDocument,
    "\n  mutation RecoveryAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": typeof types.RecoveryAcquireDocument,
    "mutation RecoveryRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { message } } }": typeof types.RecoveryReleaseDocument,
    "\n  mutation RecoveryPauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on PauseTaskPayload { task { state } } ... on Error { code message } } }\n": typeof types.RecoveryPauseTaskDocument,
    "mutation RecoveryPausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }": typeof types.RecoveryPausePhaseDocument,
    "\n  mutation RecoveryConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) { ... on CreateConversationPayload { conversation { id } } ... on Error { message } }\n  }\n": typeof types.RecoveryConversationDocument,
    "\n  mutation RecoveryResumeSession($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { mode restartedPhase { id } } ... on Error { code message } }\n  }\n": typeof types.RecoveryResumeSessionDocument,
    "\n  mutation WorkingStateRevise($input: RevisePlanInput!) { revisePlan(input: $input) { __typename ... on Error { code message } } }\n": typeof types.WorkingStateReviseDocument,
    "mutation WorkingStatePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { message } } }": typeof types.WorkingStatePauseTaskDocument,
    "mutation WorkingStatePausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }": typeof types.WorkingStatePausePhaseDocument,
    "mutation WorkingStateResumeTask($input: ResumeTaskInput!) { resumeTask(input: $input) { __typename ... on Error { message } } }": typeof types.WorkingStateResumeTaskDocument,
    "mutation WorkingStateTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { message } } }": typeof types.WorkingStateTodosDocument,
    "mutation WorkingStatePut($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { message } } }": typeof types.WorkingStatePutDocument,
    "mutation WorkingStateCompletePhase($input: CompletePhaseInput!) { completePhase(input: $input) { __typename ... on Error { message } } }": typeof types.WorkingStateCompletePhaseDocument,
    "\n  mutation WorkingStateCheckpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id planRevision } } ... on Error { message } }\n  }\n": typeof types.WorkingStateCheckpointDocument,
    "\n  mutation WorkingStateResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } } ... on Error { code message } }\n  }\n": typeof types.WorkingStateResumeDocument,
    "mutation WorkingStateRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }": typeof types.WorkingStateReleaseDocument,
    "\n  query WorkingState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        planRevision\n        todos { content status activeForm }\n        sharedContext { key value }\n        phases { nodes { name position state output summary skipReason tasks { nodes { key state skipReason todos { content } } } } }\n        tasks { nodes { key } }\n        readyTasks { key }\n      }\n    }\n  }\n": typeof types.WorkingStateDocument,
    "\n  query WorkingStateDiff($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        stateDiff(against: $against) {\n          ... on CheckpointStateDiff {\n            changes { entity name from to }\n            workingState {\n              planRevision { from to }\n              todos { task { key } before { content } after { content } }\n              sharedContext { key before { version value } after { version value } }\n              phaseOutputs { phase { name } summaryBefore summaryAfter }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.WorkingStateDiffDocument,
    "\n  mutation ResumeMode($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        mode\n        replayed\n        session { state }\n        lease { holder token expiresAt live }\n        checkpoint { seq }\n        savedCheckpoint { id seq label }\n        restartedPhase { name }\n        resetTasks { key }\n        resetSteps { title }\n        restoredFiles\n        supersededMessages\n        plan { pendingSteps { title } inProgress { step { title } action } }\n        conversationContext { nodes { messageCount messages { nodes { content } } } }\n      }\n      ... on Error { code message }\n      ... on LimitReachedError { limit max }\n      ... on CheckpointNotFoundError { checkpointId }\n      ... on ValidationError { field }\n    }\n  }\n": typeof types.ResumeModeDocument,
    "\n  query ResumeModeState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state\n        lastEventSeq\n        lease { token live }\n        checkpoints { nodes { seq } }\n        tasks { nodes { key state steps { nodes { title state } } } }\n        conversations { nodes { messageCount messages(includeSuperseded: true) { nodes { content superseded } } } }\n      }\n    }\n  }\n": typeof types.ResumeModeStateDocument,
    "mutation ResumeModeCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id } } } }": typeof types.ResumeModeCheckpointDocument,
    "mutation ResumeModeAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename } }": typeof types.ResumeModeAppendDocument,
    "mutation ResumeModeRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }": typeof types.ResumeModeReleaseDocument,
    "mutation ResumeModeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LimitReachedError { code max } } }": typeof types.ResumeModeAcquireDocument,
    "\n  query ResumableSessions {\n    sessions(filter: { resumable: true }) { nodes { id lastActivity { idleSeconds eventType at phase { name } task { key } step { title } } } }\n  }\n": typeof types.ResumableSessionsDocument,
    "\n  query Preview($id: ID!, $inProgress: InProgressStrategy) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        resumePreview(inProgress: $inProgress) {\n          ... on ResumePreview {\n          resumable\n          blockers { code }\n          checkpoint { seq }\n          plan {\n            counts { skippedTasks skippedSteps inProgress pendingSteps }\n            skippedSteps { title }\n            inProgress { step { title } action reason }\n            pendingSteps { title }\n          }\n          environment { valid errors { code } warnings { code } changedFiles { path action } }\n          pendingApprovals { title }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PreviewDocument,
    "mutation PreviewAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }": typeof types.PreviewAcquireDocument,
    "mutation RestartWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } } }": typeof types.RestartWorkspaceDocument,
    "\n  mutation RestartSession($input: CreateSessionInput!) {\n    createSession(input: $input) { ... on CreateSessionPayload { session { id tasks { nodes { id steps { nodes { id } } } } } } }\n  }\n": typeof types.RestartSessionDocument,
    "mutation RestartStart($input: SessionTransitionInput!) { startSession(input: $input) { __typename } }": typeof types.RestartStartDocument,
    "mutation RestartAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } } }": typeof types.RestartAcquireDocument,
    "mutation RestartStartTask($input: StartTaskInput!) { startTask(input: $input) { __typename ... on Error { code } } }": typeof types.RestartStartTaskDocument,
    "mutation RestartStartStep($input: StartStepInput!) { startStep(input: $input) { __typename ... on Error { code } } }": typeof types.RestartStartStepDocument,
    "\n  mutation RestartResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload { lease { holder token } plan { inProgress { action } pendingSteps { id } } }\n      ... on SessionLockedError { code holder }\n    }\n  }\n": typeof types.RestartResumeDocument,
    "mutation RestartUnlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename } }": typeof types.RestartUnlockDocument,
    "\n  mutation Resume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        dryRun\n        session { id state lease { holder token live } }\n        plan { counts { skippedSteps inProgress pendingSteps } inProgress { step { title } action } }\n        environment { valid changedFiles { path } }\n        checkpoint { seq }\n        config\n      }\n      ... on Error { code message }\n      ... on EnvironmentInvalidError { problems }\n      ... on SessionLockedError { holder }\n    }\n  }\n": typeof types.ResumeDocument,
    "query ResumeSteps($id: ID!) { session(id: $id) { ... on Session { state tasks { nodes { steps { nodes { title state } } } } } } }": typeof types.ResumeStepsDocument,
    "mutation ResumeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }": typeof types.ResumeAcquireDocument,
    "\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.SessionDetailDocument,
    "\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ListSessionsDocument,
    "\n  mutation ContextPut($input: PutSharedContextInput!) {\n    putSharedContext(input: $input) {\n      __typename\n      ... on PutSharedContextPayload { replayed document { key value version updatedBy updatedAt } }\n      ... on Error { code message }\n      ... on VersionConflictError { key expected current }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { currentState }\n      ... on StaleLeaseError { given liveToken: current }\n    }\n  }\n": typeof types.ContextPutDocument,
    "\n  query ContextDocuments($id: ID!, $key: String!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        sharedContext { key value version updatedBy }\n        sharedDocument(key: $key) { key value version updatedBy updatedAt }\n      }\n    }\n  }\n": typeof types.ContextDocumentsDocument,
    "\n  mutation ContextAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": typeof types.ContextAcquireDocument,
    "\n  mutation ContextRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n": typeof types.ContextReleaseDocument,
    "\n  subscription SessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data session { state } } }\n  }\n": typeof types.SessionFeedDocument,
    "\n  subscription WorkspaceFeed($workspaceId: ID!, $after: String) {\n    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type data session { id } } }\n  }\n": typeof types.WorkspaceFeedDocument,
    "\n  subscription TypesOnly($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { type } }\n  }\n": typeof types.TypesOnlyDocument,
    "\n  subscription MessageFeed($conversationId: ID!, $after: String) {\n    messageAdded(conversationId: $conversationId, after: $after) { cursor node { seq role content } }\n  }\n": typeof types.MessageFeedDocument,
    "\n  mutation LiveRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { firstSeq lastSeq } ... on Error { code message } }\n  }\n": typeof types.LiveRecordEventsDocument,
    "\n  mutation LiveAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n": typeof types.LiveAppendDocument,
    "\n  mutation LiveCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { ... on CreateApiTokenPayload { token apiToken { id } } }\n  }\n": typeof types.LiveCreateTokenDocument,
    "mutation LiveRevoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }": typeof types.LiveRevokeDocument,
    "\n  mutation TodosUpdate($input: UpdateTodosInput!) {\n    updateTodos(input: $input) {\n      __typename\n      ... on UpdateTodosPayload { replayed todos { content status activeForm } session { id } task { id key } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on StaleLeaseError { given current }\n      ... on InvalidTransitionError { currentState }\n    }\n  }\n": typeof types.TodosUpdateDocument,
    "\n  query TodosOfSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { version todos { content status activeForm } phases { nodes { tasks { nodes { id key todos { content status activeForm } } } } } }\n    }\n  }\n": typeof types.TodosOfSessionDocument,
    "\n  mutation TodosAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": typeof types.TodosAcquireDocument,
    "\n  mutation TodosRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n": typeof types.TodosReleaseDocument,
    "\n  query Plan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        state\n        readyTasks { key }\n        progress { percentComplete tasks { completed running failed } steps { completed running } }\n        roleDistribution { role total running completed failed }\n        phases { nodes { name state tasks { nodes { key state } } } }\n      }\n    }\n  }\n": typeof types.PlanDocument,
    "\n  mutation RequestApproval($input: RequestApprovalInput!) {\n    requestApproval(input: $input) {\n      __typename\n      ... on RequestApprovalPayload { replayed approval { id state title requestedBy session { state } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.RequestApprovalDocument,
    "\n  mutation DecideApproval($input: DecideApprovalInput!) {\n    decideApproval(input: $input) {\n      __typename\n      ... on DecideApprovalPayload { approval { id state decidedBy decisionNote session { state } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DecideApprovalDocument,
    "\n  query Approvals($id: ID!, $state: ApprovalState) {\n    session(id: $id) { ... on Session { state approvals(state: $state) { nodes { id title state } } } }\n  }\n": typeof types.ApprovalsDocument,
    "\n  mutation RecordEvent($input: RecordEventInput!) {\n    recordEvent(input: $input) {\n      __typename\n      ... on RecordEventPayload { replayed event { seq type actor data } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.RecordEventDocument,
    "\n  mutation RegisterWorkspace($path: String!, $name: String) {\n    createWorkspace(input: { path: $path, name: $name }) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } }\n      ... on ValidationError { code field message }\n    }\n  }\n": typeof types.RegisterWorkspaceDocument,
    "query WorkspaceRoots { viewer { workspaceRoots } }": typeof types.WorkspaceRootsDocument,
};
const documents: Documents = {
    "query Viewer { viewer { name token { name suffix } apiTokens { name revoked } } }": types.ViewerDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id name suffix revoked } } ... on Error { code message } }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenPayload { apiToken { revoked revokedAt } } ... on Error { code message } }\n  }\n": types.RevokeApiTokenDocument,
    "query NodeById($id: ID!) { node(id: $id) { id __typename } }": types.NodeByIdDocument,
    "query AllSessions { sessions { nodes { id } } workspaces { nodes { id } } }": types.AllSessionsDocument,
    "\n  mutation AppendOne($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n": types.AppendOneDocument,
    "\n  mutation Checkpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) {\n      __typename\n      ... on CreateCheckpointPayload {\n        checkpoint {\n          id seq label kind gitCommit gitNote linesAdded linesRemoved verified\n          filesChanged { path previousPath action additions deletions binary }\n          task { key } step { title }\n        }\n      }\n      ... on Error { code message }\n      ... on WorkspaceUnavailableError { reason path }\n    }\n  }\n": types.CheckpointDocument,
    "\n  query CheckpointDetail($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        seq verified stateSnapshot\n        conversations { lastMessageSeq messages(first: 50) { nodes { seq content } } }\n        diff(against: $against) {\n          __typename\n          ... on CheckpointDiff { from { seq } totals { filesChanged additions deletions } files { path action additions deletions binary hunks { header lines } } }\n          ... on Error { code message }\n        }\n        stateDiff(against: $against) {\n          __typename\n          ... on CheckpointStateDiff { changes { entity name from to } }\n          ... on Error { code message }\n        }\n      }\n    }\n  }\n": types.CheckpointDetailDocument,
    "\n  query SessionCheckpoints($id: ID!) {\n    session(id: $id) { ... on Session { checkpointPolicy { afterStep } checkpoints { nodes { seq kind label step { title } task { key } } } } }\n  }\n": types.SessionCheckpointsDocument,
    "\n  mutation CheckpointAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { message } } }\n": types.CheckpointAppendDocument,
    "mutation RedactEvent($input: RecordEventInput!) { recordEvent(input: $input) { __typename } }": types.RedactEventDocument,
    "\n  query ClientsViewer { viewer { name token { name suffix } } }\n": types.ClientsViewerDocument,
    "\n  query ClientsSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { id objective state events(first: 50) { edges { cursor node { seq type } } } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientsSessionDocument,
    "\n  mutation ClientsStartSession($input: SessionTransitionInput!) {\n    startSession(input: $input) {\n      __typename\n      ... on SessionStatePayload { session { id state } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientsStartSessionDocument,
    "\n  subscription ClientsSessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n": types.ClientsSessionFeedDocument,
    "\n  mutation ClientsRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }\n  }\n": types.ClientsRecordEventsDocument,
    "\n  mutation AppendMessages($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      __typename\n      ... on AppendMessagesPayload { replayed messages { id seq role } conversation { lastMessageSeq } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n": types.AppendMessagesDocument,
    "\n  query Messages($id: ID!, $first: Int, $after: String, $calls: Boolean, $results: Boolean) {\n    node(id: $id) {\n      ... on Conversation {\n        kind\n        messageCount\n        totalTokens\n        totalCostUsd\n        messages(first: $first, after: $after, includeToolCalls: $calls, includeToolResults: $results) {\n          nodes { seq role content toolCalls { id name input } toolName toolInput toolResult isError tokenCount costUsd }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": types.MessagesDocument,
    "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationPayload { conversation { id kind title task { key } } }\n      ... on Error { code message }\n    }\n  }\n": types.CreateConversationDocument,
    "\n  query NestedPlan($filter: SessionFilter) {\n    sessions(filter: $filter, first: 20) {\n      nodes {\n        id state workspace { path }\n        progress { percentComplete tasks { total completed } steps { total pending } }\n        readyTasks { key }\n        roleDistribution { role total }\n        conversations { nodes { messageCount totalTokens } }\n        approvals { nodes { id } }\n        phases(first: 50) {\n          nodes {\n            name state\n            tasks(first: 10) {\n              nodes { key state phase { name } dependencies { key } steps(first: 5) { nodes { kind state task { key } } } }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.NestedPlanDocument,
    "query SessionApprovals($id: ID!) { session(id: $id) { ... on Session { approvals { nodes { id } } } } }": types.SessionApprovalsDocument,
    "query SessionEventsAfter($id: ID!, $after: String) { session(id: $id) { ... on Session { events(first: 5, after: $after) { nodes { seq } } } } }": types.SessionEventsAfterDocument,
    "mutation InterruptedCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename } }": types.InterruptedCheckpointDocument,
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n": types.CreateSessionDocument,
    "\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.StartSessionDocument,
    "\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.PauseSessionDocument,
    "\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.CompleteSessionDocument,
    "\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.FailSessionDocument,
    "\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.CancelSessionDocument,
    "\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  ": types.StartTaskDocument,
    "\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  ": types.CompleteTaskDocument,
    "\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  ": types.FailTaskDocument,
    "\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  ": types.StartStepDocument,
    "\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  ": types.CompleteStepDocument,
    "\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  ": types.FailStepDocument,
    "\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.SessionEventsDocument,
    "\n  mutation Acquire($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) {\n      __typename\n      ... on LeasePayload { lease { holder token expiresAt live } }\n      ... on Error { code message }\n      ... on SessionLockedError { holder expiresAt }\n      ... on WorkspaceAlreadyOpenError { otherSessionId }\n    }\n  }\n": types.AcquireDocument,
    "\n  mutation Heartbeat($input: HeartbeatInput!) { heartbeat(input: $input) { __typename ... on LeasePayload { lease { token expiresAt } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n": types.HeartbeatDocument,
    "mutation Release($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code } } }": types.ReleaseDocument,
    "mutation Unlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename ... on LeasePayload { session { lease { live } } } ... on Error { code } } }": types.UnlockDocument,
    "\n  mutation FencedStepStart($input: StartStepInput!) { startStep(input: $input) { __typename ... on StepPayload { step { state } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n": types.FencedStepStartDocument,
    "\n  mutation FencedStepComplete($input: CompleteStepInput!) { completeStep(input: $input) { __typename ... on StepPayload { step { state output } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n": types.FencedStepCompleteDocument,
    "\n  mutation FencedTaskStart($input: StartTaskInput!) { startTask(input: $input) { __typename ... on TaskPayload { task { state } } ... on Error { code message } } }\n": types.FencedTaskStartDocument,
    "\n  mutation FencedAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n": types.FencedAppendDocument,
    "\n  mutation PauseTask($input: PauseTaskInput!) {\n    pauseTask(input: $input) {\n      __typename\n      ... on PauseTaskPayload { replayed task { key state phase { state } steps { nodes { state } } } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n": types.PauseTaskDocument,
    "\n  mutation PausePhase($input: PausePhaseInput!) {\n    pausePhase(input: $input) {\n      __typename\n      ... on PausePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n": types.PausePhaseDocument,
    "\n  mutation ResumePhase($input: ResumePhaseInput!) {\n    resumePhase(input: $input) {\n      __typename\n      ... on ResumePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n": types.ResumePhaseDocument,
    "\n  mutation PauseAcquireLease($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }\n  }\n": types.PauseAcquireLeaseDocument,
    "\n  query PausePlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        readyTasks { key }\n        phases { nodes { id name state tasks { nodes { id key state steps { nodes { id state } } } } } }\n      }\n    }\n  }\n": types.PausePlanDocument,
    "\n  mutation PhaseOutputComplete($input: CompletePhaseInput!) {\n    completePhase(input: $input) {\n      __typename\n      ... on CompletePhasePayload { completedNow replayed phase { id state output summary completedAt } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { entity entityId currentState allowedFrom }\n      ... on StaleLeaseError { given current }\n    }\n  }\n": types.PhaseOutputCompleteDocument,
    "\n  query PhaseOutputPhases($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        phases { nodes { id name state output summary completedAt } }\n        checkpoints { nodes { kind label } }\n      }\n    }\n  }\n": types.PhaseOutputPhasesDocument,
    "\n  mutation PhaseOutputAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": types.PhaseOutputAcquireDocument,
    "\n  mutation PhaseOutputRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n": types.PhaseOutputReleaseDocument,
    "\n  mutation RevisePlan($input: RevisePlanInput!) {\n    revisePlan(input: $input) {\n      __typename\n      ... on RevisePlanPayload {\n        revision\n        replayed\n        session { planRevision }\n        added {\n          phases { id key name position state }\n          tasks { id key position state phase { key } dependencies { key } steps { nodes { position idempotencyKey } } }\n          steps { id position kind idempotencyKey task { key } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on InvalidTransitionError { currentState }\n      ... on NotFoundError { entity }\n    }\n  }\n": types.RevisePlanDocument,
    "\n  query RevisedPlan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        planRevision\n        readyTasks { key }\n        phases { nodes { id key position state skipReason tasks { nodes { id key position state skipReason dependencies { key } steps { nodes { position title } } } } } }\n        checkpoints { nodes { kind label stateSnapshot } }\n      }\n    }\n  }\n": types.RevisedPlanDocument,
    "\n  mutation AcquireForRevision($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } }\n  }\n": types.AcquireForRevisionDocument,
    "\n  subscription FaultFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n": types.FaultFeedDocument,
    "\n  mutation FaultRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }\n": types.FaultRecordDocument,
    "\n  query RecoveryPlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        recoveryPlan { action reason task { id key state } agentSessionRef conversation { id kind } phase { id name state } }\n      }\n    }\n  }\n": types.RecoveryPlanDocument,
    "\n  mutation ResumeTask($input: ResumeTaskInput!) {\n    resumeTask(input: $input) {\n      __typename\n      ... on ResumeTaskPayload {\n        task { id key state }\n        previousState\n        tookLease\n        lease { holder token live }\n        continuation {\n          skippedSteps { title }\n          inProgress { step { title } action reason }\n          pendingSteps { title task { key } }\n        }\n        conversation { id }\n        agentSessionRef\n        replayed\n      }\n      ... on Error { code message }\n      ... on InvalidTransitionError { entity currentState allowedFrom }\n      ... on SessionLockedError { holder }\n      ... on StaleLeaseError { given current }\n      ... on ValidationError { field }\n    }\n  }\n": types.ResumeTaskDocument,
    "\n  query RecoverySnapshot($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state lastEventSeq\n        lease { holder token live }\n        tasks { nodes { key state attempt steps { nodes { title state attempt } } } }\n      }\n    }\n  }\n": types.RecoverySnapshotDocument,
    "\n  query RecoveryEvents($id: ID!, $types: [String!]) {\n    session(id: $id) { ... on Session { events(first: 100, types: $types) { nodes { type data } } } }\n  }\n": types.RecoveryEventsDocument,
    "\n  mutation RecoveryAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": types.RecoveryAcquireDocument,
    "mutation RecoveryRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { message } } }": types.RecoveryReleaseDocument,
    "\n  mutation RecoveryPauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on PauseTaskPayload { task { state } } ... on Error { code message } } }\n": types.RecoveryPauseTaskDocument,
    "mutation RecoveryPausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }": types.RecoveryPausePhaseDocument,
    "\n  mutation RecoveryConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) { ... on CreateConversationPayload { conversation { id } } ... on Error { message } }\n  }\n": types.RecoveryConversationDocument,
    "\n  mutation RecoveryResumeSession($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { mode restartedPhase { id } } ... on Error { code message } }\n  }\n": types.RecoveryResumeSessionDocument,
    "\n  mutation WorkingStateRevise($input: RevisePlanInput!) { revisePlan(input: $input) { __typename ... on Error { code message } } }\n": types.WorkingStateReviseDocument,
    "mutation WorkingStatePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { message } } }": types.WorkingStatePauseTaskDocument,
    "mutation WorkingStatePausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }": types.WorkingStatePausePhaseDocument,
    "mutation WorkingStateResumeTask($input: ResumeTaskInput!) { resumeTask(input: $input) { __typename ... on Error { message } } }": types.WorkingStateResumeTaskDocument,
    "mutation WorkingStateTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { message } } }": types.WorkingStateTodosDocument,
    "mutation WorkingStatePut($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { message } } }": types.WorkingStatePutDocument,
    "mutation WorkingStateCompletePhase($input: CompletePhaseInput!) { completePhase(input: $input) { __typename ... on Error { message } } }": types.WorkingStateCompletePhaseDocument,
    "\n  mutation WorkingStateCheckpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id planRevision } } ... on Error { message } }\n  }\n": types.WorkingStateCheckpointDocument,
    "\n  mutation WorkingStateResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } } ... on Error { code message } }\n  }\n": types.WorkingStateResumeDocument,
    "mutation WorkingStateRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }": types.WorkingStateReleaseDocument,
    "\n  query WorkingState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        planRevision\n        todos { content status activeForm }\n        sharedContext { key value }\n        phases { nodes { name position state output summary skipReason tasks { nodes { key state skipReason todos { content } } } } }\n        tasks { nodes { key } }\n        readyTasks { key }\n      }\n    }\n  }\n": types.WorkingStateDocument,
    "\n  query WorkingStateDiff($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        stateDiff(against: $against) {\n          ... on CheckpointStateDiff {\n            changes { entity name from to }\n            workingState {\n              planRevision { from to }\n              todos { task { key } before { content } after { content } }\n              sharedContext { key before { version value } after { version value } }\n              phaseOutputs { phase { name } summaryBefore summaryAfter }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.WorkingStateDiffDocument,
    "\n  mutation ResumeMode($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        mode\n        replayed\n        session { state }\n        lease { holder token expiresAt live }\n        checkpoint { seq }\n        savedCheckpoint { id seq label }\n        restartedPhase { name }\n        resetTasks { key }\n        resetSteps { title }\n        restoredFiles\n        supersededMessages\n        plan { pendingSteps { title } inProgress { step { title } action } }\n        conversationContext { nodes { messageCount messages { nodes { content } } } }\n      }\n      ... on Error { code message }\n      ... on LimitReachedError { limit max }\n      ... on CheckpointNotFoundError { checkpointId }\n      ... on ValidationError { field }\n    }\n  }\n": types.ResumeModeDocument,
    "\n  query ResumeModeState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state\n        lastEventSeq\n        lease { token live }\n        checkpoints { nodes { seq } }\n        tasks { nodes { key state steps { nodes { title state } } } }\n        conversations { nodes { messageCount messages(includeSuperseded: true) { nodes { content superseded } } } }\n      }\n    }\n  }\n": types.ResumeModeStateDocument,
    "mutation ResumeModeCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id } } } }": types.ResumeModeCheckpointDocument,
    "mutation ResumeModeAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename } }": types.ResumeModeAppendDocument,
    "mutation ResumeModeRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }": types.ResumeModeReleaseDocument,
    "mutation ResumeModeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LimitReachedError { code max } } }": types.ResumeModeAcquireDocument,
    "\n  query ResumableSessions {\n    sessions(filter: { resumable: true }) { nodes { id lastActivity { idleSeconds eventType at phase { name } task { key } step { title } } } }\n  }\n": types.ResumableSessionsDocument,
    "\n  query Preview($id: ID!, $inProgress: InProgressStrategy) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        resumePreview(inProgress: $inProgress) {\n          ... on ResumePreview {\n          resumable\n          blockers { code }\n          checkpoint { seq }\n          plan {\n            counts { skippedTasks skippedSteps inProgress pendingSteps }\n            skippedSteps { title }\n            inProgress { step { title } action reason }\n            pendingSteps { title }\n          }\n          environment { valid errors { code } warnings { code } changedFiles { path action } }\n          pendingApprovals { title }\n          }\n        }\n      }\n    }\n  }\n": types.PreviewDocument,
    "mutation PreviewAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }": types.PreviewAcquireDocument,
    "mutation RestartWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } } }": types.RestartWorkspaceDocument,
    "\n  mutation RestartSession($input: CreateSessionInput!) {\n    createSession(input: $input) { ... on CreateSessionPayload { session { id tasks { nodes { id steps { nodes { id } } } } } } }\n  }\n": types.RestartSessionDocument,
    "mutation RestartStart($input: SessionTransitionInput!) { startSession(input: $input) { __typename } }": types.RestartStartDocument,
    "mutation RestartAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } } }": types.RestartAcquireDocument,
    "mutation RestartStartTask($input: StartTaskInput!) { startTask(input: $input) { __typename ... on Error { code } } }": types.RestartStartTaskDocument,
    "mutation RestartStartStep($input: StartStepInput!) { startStep(input: $input) { __typename ... on Error { code } } }": types.RestartStartStepDocument,
    "\n  mutation RestartResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload { lease { holder token } plan { inProgress { action } pendingSteps { id } } }\n      ... on SessionLockedError { code holder }\n    }\n  }\n": types.RestartResumeDocument,
    "mutation RestartUnlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename } }": types.RestartUnlockDocument,
    "\n  mutation Resume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        dryRun\n        session { id state lease { holder token live } }\n        plan { counts { skippedSteps inProgress pendingSteps } inProgress { step { title } action } }\n        environment { valid changedFiles { path } }\n        checkpoint { seq }\n        config\n      }\n      ... on Error { code message }\n      ... on EnvironmentInvalidError { problems }\n      ... on SessionLockedError { holder }\n    }\n  }\n": types.ResumeDocument,
    "query ResumeSteps($id: ID!) { session(id: $id) { ... on Session { state tasks { nodes { steps { nodes { title state } } } } } } }": types.ResumeStepsDocument,
    "mutation ResumeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }": types.ResumeAcquireDocument,
    "\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.SessionDetailDocument,
    "\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ListSessionsDocument,
    "\n  mutation ContextPut($input: PutSharedContextInput!) {\n    putSharedContext(input: $input) {\n      __typename\n      ... on PutSharedContextPayload { replayed document { key value version updatedBy updatedAt } }\n      ... on Error { code message }\n      ... on VersionConflictError { key expected current }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { currentState }\n      ... on StaleLeaseError { given liveToken: current }\n    }\n  }\n": types.ContextPutDocument,
    "\n  query ContextDocuments($id: ID!, $key: String!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        sharedContext { key value version updatedBy }\n        sharedDocument(key: $key) { key value version updatedBy updatedAt }\n      }\n    }\n  }\n": types.ContextDocumentsDocument,
    "\n  mutation ContextAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": types.ContextAcquireDocument,
    "\n  mutation ContextRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n": types.ContextReleaseDocument,
    "\n  subscription SessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data session { state } } }\n  }\n": types.SessionFeedDocument,
    "\n  subscription WorkspaceFeed($workspaceId: ID!, $after: String) {\n    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type data session { id } } }\n  }\n": types.WorkspaceFeedDocument,
    "\n  subscription TypesOnly($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { type } }\n  }\n": types.TypesOnlyDocument,
    "\n  subscription MessageFeed($conversationId: ID!, $after: String) {\n    messageAdded(conversationId: $conversationId, after: $after) { cursor node { seq role content } }\n  }\n": types.MessageFeedDocument,
    "\n  mutation LiveRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { firstSeq lastSeq } ... on Error { code message } }\n  }\n": types.LiveRecordEventsDocument,
    "\n  mutation LiveAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n": types.LiveAppendDocument,
    "\n  mutation LiveCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { ... on CreateApiTokenPayload { token apiToken { id } } }\n  }\n": types.LiveCreateTokenDocument,
    "mutation LiveRevoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }": types.LiveRevokeDocument,
    "\n  mutation TodosUpdate($input: UpdateTodosInput!) {\n    updateTodos(input: $input) {\n      __typename\n      ... on UpdateTodosPayload { replayed todos { content status activeForm } session { id } task { id key } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on StaleLeaseError { given current }\n      ... on InvalidTransitionError { currentState }\n    }\n  }\n": types.TodosUpdateDocument,
    "\n  query TodosOfSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { version todos { content status activeForm } phases { nodes { tasks { nodes { id key todos { content status activeForm } } } } } }\n    }\n  }\n": types.TodosOfSessionDocument,
    "\n  mutation TodosAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n": types.TodosAcquireDocument,
    "\n  mutation TodosRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n": types.TodosReleaseDocument,
    "\n  query Plan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        state\n        readyTasks { key }\n        progress { percentComplete tasks { completed running failed } steps { completed running } }\n        roleDistribution { role total running completed failed }\n        phases { nodes { name state tasks { nodes { key state } } } }\n      }\n    }\n  }\n": types.PlanDocument,
    "\n  mutation RequestApproval($input: RequestApprovalInput!) {\n    requestApproval(input: $input) {\n      __typename\n      ... on RequestApprovalPayload { replayed approval { id state title requestedBy session { state } } }\n      ... on Error { code message }\n    }\n  }\n": types.RequestApprovalDocument,
    "\n  mutation DecideApproval($input: DecideApprovalInput!) {\n    decideApproval(input: $input) {\n      __typename\n      ... on DecideApprovalPayload { approval { id state decidedBy decisionNote session { state } } }\n      ... on Error { code message }\n    }\n  }\n": types.DecideApprovalDocument,
    "\n  query Approvals($id: ID!, $state: ApprovalState) {\n    session(id: $id) { ... on Session { state approvals(state: $state) { nodes { id title state } } } }\n  }\n": types.ApprovalsDocument,
    "\n  mutation RecordEvent($input: RecordEventInput!) {\n    recordEvent(input: $input) {\n      __typename\n      ... on RecordEventPayload { replayed event { seq type actor data } }\n      ... on Error { code message }\n    }\n  }\n": types.RecordEventDocument,
    "\n  mutation RegisterWorkspace($path: String!, $name: String) {\n    createWorkspace(input: { path: $path, name: $name }) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } }\n      ... on ValidationError { code field message }\n    }\n  }\n": types.RegisterWorkspaceDocument,
    "query WorkspaceRoots { viewer { workspaceRoots } }": types.WorkspaceRootsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer { viewer { name token { name suffix } apiTokens { name revoked } } }"): (typeof documents)["query Viewer { viewer { name token { name suffix } apiTokens { name revoked } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id name suffix revoked } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id name suffix revoked } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenPayload { apiToken { revoked revokedAt } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenPayload { apiToken { revoked revokedAt } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodeById($id: ID!) { node(id: $id) { id __typename } }"): (typeof documents)["query NodeById($id: ID!) { node(id: $id) { id __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllSessions { sessions { nodes { id } } workspaces { nodes { id } } }"): (typeof documents)["query AllSessions { sessions { nodes { id } } workspaces { nodes { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendOne($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation AppendOne($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) {\n      __typename\n      ... on CreateCheckpointPayload {\n        checkpoint {\n          id seq label kind gitCommit gitNote linesAdded linesRemoved verified\n          filesChanged { path previousPath action additions deletions binary }\n          task { key } step { title }\n        }\n      }\n      ... on Error { code message }\n      ... on WorkspaceUnavailableError { reason path }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) {\n      __typename\n      ... on CreateCheckpointPayload {\n        checkpoint {\n          id seq label kind gitCommit gitNote linesAdded linesRemoved verified\n          filesChanged { path previousPath action additions deletions binary }\n          task { key } step { title }\n        }\n      }\n      ... on Error { code message }\n      ... on WorkspaceUnavailableError { reason path }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckpointDetail($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        seq verified stateSnapshot\n        conversations { lastMessageSeq messages(first: 50) { nodes { seq content } } }\n        diff(against: $against) {\n          __typename\n          ... on CheckpointDiff { from { seq } totals { filesChanged additions deletions } files { path action additions deletions binary hunks { header lines } } }\n          ... on Error { code message }\n        }\n        stateDiff(against: $against) {\n          __typename\n          ... on CheckpointStateDiff { changes { entity name from to } }\n          ... on Error { code message }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckpointDetail($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        seq verified stateSnapshot\n        conversations { lastMessageSeq messages(first: 50) { nodes { seq content } } }\n        diff(against: $against) {\n          __typename\n          ... on CheckpointDiff { from { seq } totals { filesChanged additions deletions } files { path action additions deletions binary hunks { header lines } } }\n          ... on Error { code message }\n        }\n        stateDiff(against: $against) {\n          __typename\n          ... on CheckpointStateDiff { changes { entity name from to } }\n          ... on Error { code message }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheckpoints($id: ID!) {\n    session(id: $id) { ... on Session { checkpointPolicy { afterStep } checkpoints { nodes { seq kind label step { title } task { key } } } } }\n  }\n"): (typeof documents)["\n  query SessionCheckpoints($id: ID!) {\n    session(id: $id) { ... on Session { checkpointPolicy { afterStep } checkpoints { nodes { seq kind label step { title } task { key } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckpointAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { message } } }\n"): (typeof documents)["\n  mutation CheckpointAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedactEvent($input: RecordEventInput!) { recordEvent(input: $input) { __typename } }"): (typeof documents)["mutation RedactEvent($input: RecordEventInput!) { recordEvent(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsViewer { viewer { name token { name suffix } } }\n"): (typeof documents)["\n  query ClientsViewer { viewer { name token { name suffix } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { id objective state events(first: 50) { edges { cursor node { seq type } } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  query ClientsSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { id objective state events(first: 50) { edges { cursor node { seq type } } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientsStartSession($input: SessionTransitionInput!) {\n    startSession(input: $input) {\n      __typename\n      ... on SessionStatePayload { session { id state } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientsStartSession($input: SessionTransitionInput!) {\n    startSession(input: $input) {\n      __typename\n      ... on SessionStatePayload { session { id state } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientsSessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n"): (typeof documents)["\n  subscription ClientsSessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientsRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ClientsRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendMessages($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      __typename\n      ... on AppendMessagesPayload { replayed messages { id seq role } conversation { lastMessageSeq } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation AppendMessages($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      __typename\n      ... on AppendMessagesPayload { replayed messages { id seq role } conversation { lastMessageSeq } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($id: ID!, $first: Int, $after: String, $calls: Boolean, $results: Boolean) {\n    node(id: $id) {\n      ... on Conversation {\n        kind\n        messageCount\n        totalTokens\n        totalCostUsd\n        messages(first: $first, after: $after, includeToolCalls: $calls, includeToolResults: $results) {\n          nodes { seq role content toolCalls { id name input } toolName toolInput toolResult isError tokenCount costUsd }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Messages($id: ID!, $first: Int, $after: String, $calls: Boolean, $results: Boolean) {\n    node(id: $id) {\n      ... on Conversation {\n        kind\n        messageCount\n        totalTokens\n        totalCostUsd\n        messages(first: $first, after: $after, includeToolCalls: $calls, includeToolResults: $results) {\n          nodes { seq role content toolCalls { id name input } toolName toolInput toolResult isError tokenCount costUsd }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationPayload { conversation { id kind title task { key } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationPayload { conversation { id kind title task { key } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NestedPlan($filter: SessionFilter) {\n    sessions(filter: $filter, first: 20) {\n      nodes {\n        id state workspace { path }\n        progress { percentComplete tasks { total completed } steps { total pending } }\n        readyTasks { key }\n        roleDistribution { role total }\n        conversations { nodes { messageCount totalTokens } }\n        approvals { nodes { id } }\n        phases(first: 50) {\n          nodes {\n            name state\n            tasks(first: 10) {\n              nodes { key state phase { name } dependencies { key } steps(first: 5) { nodes { kind state task { key } } } }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NestedPlan($filter: SessionFilter) {\n    sessions(filter: $filter, first: 20) {\n      nodes {\n        id state workspace { path }\n        progress { percentComplete tasks { total completed } steps { total pending } }\n        readyTasks { key }\n        roleDistribution { role total }\n        conversations { nodes { messageCount totalTokens } }\n        approvals { nodes { id } }\n        phases(first: 50) {\n          nodes {\n            name state\n            tasks(first: 10) {\n              nodes { key state phase { name } dependencies { key } steps(first: 5) { nodes { kind state task { key } } } }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionApprovals($id: ID!) { session(id: $id) { ... on Session { approvals { nodes { id } } } } }"): (typeof documents)["query SessionApprovals($id: ID!) { session(id: $id) { ... on Session { approvals { nodes { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionEventsAfter($id: ID!, $after: String) { session(id: $id) { ... on Session { events(first: 5, after: $after) { nodes { seq } } } } }"): (typeof documents)["query SessionEventsAfter($id: ID!, $after: String) { session(id: $id) { ... on Session { events(first: 5, after: $after) { nodes { seq } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InterruptedCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename } }"): (typeof documents)["mutation InterruptedCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Acquire($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) {\n      __typename\n      ... on LeasePayload { lease { holder token expiresAt live } }\n      ... on Error { code message }\n      ... on SessionLockedError { holder expiresAt }\n      ... on WorkspaceAlreadyOpenError { otherSessionId }\n    }\n  }\n"): (typeof documents)["\n  mutation Acquire($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) {\n      __typename\n      ... on LeasePayload { lease { holder token expiresAt live } }\n      ... on Error { code message }\n      ... on SessionLockedError { holder expiresAt }\n      ... on WorkspaceAlreadyOpenError { otherSessionId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Heartbeat($input: HeartbeatInput!) { heartbeat(input: $input) { __typename ... on LeasePayload { lease { token expiresAt } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n"): (typeof documents)["\n  mutation Heartbeat($input: HeartbeatInput!) { heartbeat(input: $input) { __typename ... on LeasePayload { lease { token expiresAt } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Release($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code } } }"): (typeof documents)["mutation Release($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Unlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename ... on LeasePayload { session { lease { live } } } ... on Error { code } } }"): (typeof documents)["mutation Unlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename ... on LeasePayload { session { lease { live } } } ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FencedStepStart($input: StartStepInput!) { startStep(input: $input) { __typename ... on StepPayload { step { state } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n"): (typeof documents)["\n  mutation FencedStepStart($input: StartStepInput!) { startStep(input: $input) { __typename ... on StepPayload { step { state } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FencedStepComplete($input: CompleteStepInput!) { completeStep(input: $input) { __typename ... on StepPayload { step { state output } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n"): (typeof documents)["\n  mutation FencedStepComplete($input: CompleteStepInput!) { completeStep(input: $input) { __typename ... on StepPayload { step { state output } } ... on Error { code message } ... on StaleLeaseError { given current } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FencedTaskStart($input: StartTaskInput!) { startTask(input: $input) { __typename ... on TaskPayload { task { state } } ... on Error { code message } } }\n"): (typeof documents)["\n  mutation FencedTaskStart($input: StartTaskInput!) { startTask(input: $input) { __typename ... on TaskPayload { task { state } } ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FencedAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation FencedAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseTask($input: PauseTaskInput!) {\n    pauseTask(input: $input) {\n      __typename\n      ... on PauseTaskPayload { replayed task { key state phase { state } steps { nodes { state } } } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n"): (typeof documents)["\n  mutation PauseTask($input: PauseTaskInput!) {\n    pauseTask(input: $input) {\n      __typename\n      ... on PauseTaskPayload { replayed task { key state phase { state } steps { nodes { state } } } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PausePhase($input: PausePhaseInput!) {\n    pausePhase(input: $input) {\n      __typename\n      ... on PausePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n"): (typeof documents)["\n  mutation PausePhase($input: PausePhaseInput!) {\n    pausePhase(input: $input) {\n      __typename\n      ... on PausePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePhase($input: ResumePhaseInput!) {\n    resumePhase(input: $input) {\n      __typename\n      ... on ResumePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePhase($input: ResumePhaseInput!) {\n    resumePhase(input: $input) {\n      __typename\n      ... on ResumePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }\n      ... on Error { code message }\n      ... on InvalidTransitionError { currentState allowedFrom }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseAcquireLease($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation PauseAcquireLease($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PausePlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        readyTasks { key }\n        phases { nodes { id name state tasks { nodes { id key state steps { nodes { id state } } } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PausePlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        readyTasks { key }\n        phases { nodes { id name state tasks { nodes { id key state steps { nodes { id state } } } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhaseOutputComplete($input: CompletePhaseInput!) {\n    completePhase(input: $input) {\n      __typename\n      ... on CompletePhasePayload { completedNow replayed phase { id state output summary completedAt } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { entity entityId currentState allowedFrom }\n      ... on StaleLeaseError { given current }\n    }\n  }\n"): (typeof documents)["\n  mutation PhaseOutputComplete($input: CompletePhaseInput!) {\n    completePhase(input: $input) {\n      __typename\n      ... on CompletePhasePayload { completedNow replayed phase { id state output summary completedAt } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { entity entityId currentState allowedFrom }\n      ... on StaleLeaseError { given current }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhaseOutputPhases($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        phases { nodes { id name state output summary completedAt } }\n        checkpoints { nodes { kind label } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PhaseOutputPhases($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        phases { nodes { id name state output summary completedAt } }\n        checkpoints { nodes { kind label } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhaseOutputAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"): (typeof documents)["\n  mutation PhaseOutputAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhaseOutputRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation PhaseOutputRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevisePlan($input: RevisePlanInput!) {\n    revisePlan(input: $input) {\n      __typename\n      ... on RevisePlanPayload {\n        revision\n        replayed\n        session { planRevision }\n        added {\n          phases { id key name position state }\n          tasks { id key position state phase { key } dependencies { key } steps { nodes { position idempotencyKey } } }\n          steps { id position kind idempotencyKey task { key } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on InvalidTransitionError { currentState }\n      ... on NotFoundError { entity }\n    }\n  }\n"): (typeof documents)["\n  mutation RevisePlan($input: RevisePlanInput!) {\n    revisePlan(input: $input) {\n      __typename\n      ... on RevisePlanPayload {\n        revision\n        replayed\n        session { planRevision }\n        added {\n          phases { id key name position state }\n          tasks { id key position state phase { key } dependencies { key } steps { nodes { position idempotencyKey } } }\n          steps { id position kind idempotencyKey task { key } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on InvalidTransitionError { currentState }\n      ... on NotFoundError { entity }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevisedPlan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        planRevision\n        readyTasks { key }\n        phases { nodes { id key position state skipReason tasks { nodes { id key position state skipReason dependencies { key } steps { nodes { position title } } } } } }\n        checkpoints { nodes { kind label stateSnapshot } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevisedPlan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        planRevision\n        readyTasks { key }\n        phases { nodes { id key position state skipReason tasks { nodes { id key position state skipReason dependencies { key } steps { nodes { position title } } } } } }\n        checkpoints { nodes { kind label stateSnapshot } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcquireForRevision($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } }\n  }\n"): (typeof documents)["\n  mutation AcquireForRevision($input: AcquireLeaseInput!) {\n    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n"): (typeof documents)["\n  subscription FaultFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }\n"): (typeof documents)["\n  mutation FaultRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecoveryPlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        recoveryPlan { action reason task { id key state } agentSessionRef conversation { id kind } phase { id name state } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecoveryPlan($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        recoveryPlan { action reason task { id key state } agentSessionRef conversation { id kind } phase { id name state } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeTask($input: ResumeTaskInput!) {\n    resumeTask(input: $input) {\n      __typename\n      ... on ResumeTaskPayload {\n        task { id key state }\n        previousState\n        tookLease\n        lease { holder token live }\n        continuation {\n          skippedSteps { title }\n          inProgress { step { title } action reason }\n          pendingSteps { title task { key } }\n        }\n        conversation { id }\n        agentSessionRef\n        replayed\n      }\n      ... on Error { code message }\n      ... on InvalidTransitionError { entity currentState allowedFrom }\n      ... on SessionLockedError { holder }\n      ... on StaleLeaseError { given current }\n      ... on ValidationError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeTask($input: ResumeTaskInput!) {\n    resumeTask(input: $input) {\n      __typename\n      ... on ResumeTaskPayload {\n        task { id key state }\n        previousState\n        tookLease\n        lease { holder token live }\n        continuation {\n          skippedSteps { title }\n          inProgress { step { title } action reason }\n          pendingSteps { title task { key } }\n        }\n        conversation { id }\n        agentSessionRef\n        replayed\n      }\n      ... on Error { code message }\n      ... on InvalidTransitionError { entity currentState allowedFrom }\n      ... on SessionLockedError { holder }\n      ... on StaleLeaseError { given current }\n      ... on ValidationError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecoverySnapshot($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state lastEventSeq\n        lease { holder token live }\n        tasks { nodes { key state attempt steps { nodes { title state attempt } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecoverySnapshot($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state lastEventSeq\n        lease { holder token live }\n        tasks { nodes { key state attempt steps { nodes { title state attempt } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecoveryEvents($id: ID!, $types: [String!]) {\n    session(id: $id) { ... on Session { events(first: 100, types: $types) { nodes { type data } } } }\n  }\n"): (typeof documents)["\n  query RecoveryEvents($id: ID!, $types: [String!]) {\n    session(id: $id) { ... on Session { events(first: 100, types: $types) { nodes { type data } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"): (typeof documents)["\n  mutation RecoveryAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecoveryRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation RecoveryRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryPauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on PauseTaskPayload { task { state } } ... on Error { code message } } }\n"): (typeof documents)["\n  mutation RecoveryPauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on PauseTaskPayload { task { state } } ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecoveryPausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation RecoveryPausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) { ... on CreateConversationPayload { conversation { id } } ... on Error { message } }\n  }\n"): (typeof documents)["\n  mutation RecoveryConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) { ... on CreateConversationPayload { conversation { id } } ... on Error { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryResumeSession($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { mode restartedPhase { id } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation RecoveryResumeSession($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { mode restartedPhase { id } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkingStateRevise($input: RevisePlanInput!) { revisePlan(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation WorkingStateRevise($input: RevisePlanInput!) { revisePlan(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStatePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation WorkingStatePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStatePausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation WorkingStatePausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStateResumeTask($input: ResumeTaskInput!) { resumeTask(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation WorkingStateResumeTask($input: ResumeTaskInput!) { resumeTask(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStateTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation WorkingStateTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStatePut($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation WorkingStatePut($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStateCompletePhase($input: CompletePhaseInput!) { completePhase(input: $input) { __typename ... on Error { message } } }"): (typeof documents)["mutation WorkingStateCompletePhase($input: CompletePhaseInput!) { completePhase(input: $input) { __typename ... on Error { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkingStateCheckpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id planRevision } } ... on Error { message } }\n  }\n"): (typeof documents)["\n  mutation WorkingStateCheckpoint($input: CreateCheckpointInput!) {\n    createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id planRevision } } ... on Error { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkingStateResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation WorkingStateResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkingStateRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }"): (typeof documents)["mutation WorkingStateRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkingState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        planRevision\n        todos { content status activeForm }\n        sharedContext { key value }\n        phases { nodes { name position state output summary skipReason tasks { nodes { key state skipReason todos { content } } } } }\n        tasks { nodes { key } }\n        readyTasks { key }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkingState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        planRevision\n        todos { content status activeForm }\n        sharedContext { key value }\n        phases { nodes { name position state output summary skipReason tasks { nodes { key state skipReason todos { content } } } } }\n        tasks { nodes { key } }\n        readyTasks { key }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkingStateDiff($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        stateDiff(against: $against) {\n          ... on CheckpointStateDiff {\n            changes { entity name from to }\n            workingState {\n              planRevision { from to }\n              todos { task { key } before { content } after { content } }\n              sharedContext { key before { version value } after { version value } }\n              phaseOutputs { phase { name } summaryBefore summaryAfter }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkingStateDiff($id: ID!, $against: ID) {\n    node(id: $id) {\n      ... on Checkpoint {\n        stateDiff(against: $against) {\n          ... on CheckpointStateDiff {\n            changes { entity name from to }\n            workingState {\n              planRevision { from to }\n              todos { task { key } before { content } after { content } }\n              sharedContext { key before { version value } after { version value } }\n              phaseOutputs { phase { name } summaryBefore summaryAfter }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMode($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        mode\n        replayed\n        session { state }\n        lease { holder token expiresAt live }\n        checkpoint { seq }\n        savedCheckpoint { id seq label }\n        restartedPhase { name }\n        resetTasks { key }\n        resetSteps { title }\n        restoredFiles\n        supersededMessages\n        plan { pendingSteps { title } inProgress { step { title } action } }\n        conversationContext { nodes { messageCount messages { nodes { content } } } }\n      }\n      ... on Error { code message }\n      ... on LimitReachedError { limit max }\n      ... on CheckpointNotFoundError { checkpointId }\n      ... on ValidationError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeMode($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        mode\n        replayed\n        session { state }\n        lease { holder token expiresAt live }\n        checkpoint { seq }\n        savedCheckpoint { id seq label }\n        restartedPhase { name }\n        resetTasks { key }\n        resetSteps { title }\n        restoredFiles\n        supersededMessages\n        plan { pendingSteps { title } inProgress { step { title } action } }\n        conversationContext { nodes { messageCount messages { nodes { content } } } }\n      }\n      ... on Error { code message }\n      ... on LimitReachedError { limit max }\n      ... on CheckpointNotFoundError { checkpointId }\n      ... on ValidationError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeModeState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state\n        lastEventSeq\n        lease { token live }\n        checkpoints { nodes { seq } }\n        tasks { nodes { key state steps { nodes { title state } } } }\n        conversations { nodes { messageCount messages(includeSuperseded: true) { nodes { content superseded } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResumeModeState($id: ID!) {\n    session(id: $id) {\n      ... on Session {\n        state\n        lastEventSeq\n        lease { token live }\n        checkpoints { nodes { seq } }\n        tasks { nodes { key state steps { nodes { title state } } } }\n        conversations { nodes { messageCount messages(includeSuperseded: true) { nodes { content superseded } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeModeCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id } } } }"): (typeof documents)["mutation ResumeModeCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeModeAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename } }"): (typeof documents)["mutation ResumeModeAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeModeRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }"): (typeof documents)["mutation ResumeModeRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeModeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LimitReachedError { code max } } }"): (typeof documents)["mutation ResumeModeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LimitReachedError { code max } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumableSessions {\n    sessions(filter: { resumable: true }) { nodes { id lastActivity { idleSeconds eventType at phase { name } task { key } step { title } } } }\n  }\n"): (typeof documents)["\n  query ResumableSessions {\n    sessions(filter: { resumable: true }) { nodes { id lastActivity { idleSeconds eventType at phase { name } task { key } step { title } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Preview($id: ID!, $inProgress: InProgressStrategy) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        resumePreview(inProgress: $inProgress) {\n          ... on ResumePreview {\n          resumable\n          blockers { code }\n          checkpoint { seq }\n          plan {\n            counts { skippedTasks skippedSteps inProgress pendingSteps }\n            skippedSteps { title }\n            inProgress { step { title } action reason }\n            pendingSteps { title }\n          }\n          environment { valid errors { code } warnings { code } changedFiles { path action } }\n          pendingApprovals { title }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Preview($id: ID!, $inProgress: InProgressStrategy) {\n    session(id: $id) {\n      ... on Session {\n        lastEventSeq\n        resumePreview(inProgress: $inProgress) {\n          ... on ResumePreview {\n          resumable\n          blockers { code }\n          checkpoint { seq }\n          plan {\n            counts { skippedTasks skippedSteps inProgress pendingSteps }\n            skippedSteps { title }\n            inProgress { step { title } action reason }\n            pendingSteps { title }\n          }\n          environment { valid errors { code } warnings { code } changedFiles { path action } }\n          pendingApprovals { title }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PreviewAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }"): (typeof documents)["mutation PreviewAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } } }"): (typeof documents)["mutation RestartWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestartSession($input: CreateSessionInput!) {\n    createSession(input: $input) { ... on CreateSessionPayload { session { id tasks { nodes { id steps { nodes { id } } } } } } }\n  }\n"): (typeof documents)["\n  mutation RestartSession($input: CreateSessionInput!) {\n    createSession(input: $input) { ... on CreateSessionPayload { session { id tasks { nodes { id steps { nodes { id } } } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartStart($input: SessionTransitionInput!) { startSession(input: $input) { __typename } }"): (typeof documents)["mutation RestartStart($input: SessionTransitionInput!) { startSession(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } } }"): (typeof documents)["mutation RestartAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartStartTask($input: StartTaskInput!) { startTask(input: $input) { __typename ... on Error { code } } }"): (typeof documents)["mutation RestartStartTask($input: StartTaskInput!) { startTask(input: $input) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartStartStep($input: StartStepInput!) { startStep(input: $input) { __typename ... on Error { code } } }"): (typeof documents)["mutation RestartStartStep($input: StartStepInput!) { startStep(input: $input) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestartResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload { lease { holder token } plan { inProgress { action } pendingSteps { id } } }\n      ... on SessionLockedError { code holder }\n    }\n  }\n"): (typeof documents)["\n  mutation RestartResume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload { lease { holder token } plan { inProgress { action } pendingSteps { id } } }\n      ... on SessionLockedError { code holder }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartUnlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename } }"): (typeof documents)["mutation RestartUnlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Resume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        dryRun\n        session { id state lease { holder token live } }\n        plan { counts { skippedSteps inProgress pendingSteps } inProgress { step { title } action } }\n        environment { valid changedFiles { path } }\n        checkpoint { seq }\n        config\n      }\n      ... on Error { code message }\n      ... on EnvironmentInvalidError { problems }\n      ... on SessionLockedError { holder }\n    }\n  }\n"): (typeof documents)["\n  mutation Resume($input: ResumeSessionInput!) {\n    resumeSession(input: $input) {\n      __typename\n      ... on ResumeSessionPayload {\n        dryRun\n        session { id state lease { holder token live } }\n        plan { counts { skippedSteps inProgress pendingSteps } inProgress { step { title } action } }\n        environment { valid changedFiles { path } }\n        checkpoint { seq }\n        config\n      }\n      ... on Error { code message }\n      ... on EnvironmentInvalidError { problems }\n      ... on SessionLockedError { holder }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResumeSteps($id: ID!) { session(id: $id) { ... on Session { state tasks { nodes { steps { nodes { title state } } } } } } }"): (typeof documents)["query ResumeSteps($id: ID!) { session(id: $id) { ... on Session { state tasks { nodes { steps { nodes { title state } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }"): (typeof documents)["mutation ResumeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContextPut($input: PutSharedContextInput!) {\n    putSharedContext(input: $input) {\n      __typename\n      ... on PutSharedContextPayload { replayed document { key value version updatedBy updatedAt } }\n      ... on Error { code message }\n      ... on VersionConflictError { key expected current }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { currentState }\n      ... on StaleLeaseError { given liveToken: current }\n    }\n  }\n"): (typeof documents)["\n  mutation ContextPut($input: PutSharedContextInput!) {\n    putSharedContext(input: $input) {\n      __typename\n      ... on PutSharedContextPayload { replayed document { key value version updatedBy updatedAt } }\n      ... on Error { code message }\n      ... on VersionConflictError { key expected current }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on InvalidTransitionError { currentState }\n      ... on StaleLeaseError { given liveToken: current }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContextDocuments($id: ID!, $key: String!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        sharedContext { key value version updatedBy }\n        sharedDocument(key: $key) { key value version updatedBy updatedAt }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContextDocuments($id: ID!, $key: String!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        sharedContext { key value version updatedBy }\n        sharedDocument(key: $key) { key value version updatedBy updatedAt }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContextAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"): (typeof documents)["\n  mutation ContextAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContextRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation ContextRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data session { state } } }\n  }\n"): (typeof documents)["\n  subscription SessionFeed($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data session { state } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WorkspaceFeed($workspaceId: ID!, $after: String) {\n    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type data session { id } } }\n  }\n"): (typeof documents)["\n  subscription WorkspaceFeed($workspaceId: ID!, $after: String) {\n    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type data session { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TypesOnly($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { type } }\n  }\n"): (typeof documents)["\n  subscription TypesOnly($sessionId: ID!, $after: String) {\n    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { type } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageFeed($conversationId: ID!, $after: String) {\n    messageAdded(conversationId: $conversationId, after: $after) { cursor node { seq role content } }\n  }\n"): (typeof documents)["\n  subscription MessageFeed($conversationId: ID!, $after: String) {\n    messageAdded(conversationId: $conversationId, after: $after) { cursor node { seq role content } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { firstSeq lastSeq } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation LiveRecordEvents($input: RecordEventsInput!) {\n    recordEvents(input: $input) { __typename ... on RecordEventsPayload { firstSeq lastSeq } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation LiveAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { ... on CreateApiTokenPayload { token apiToken { id } } }\n  }\n"): (typeof documents)["\n  mutation LiveCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { ... on CreateApiTokenPayload { token apiToken { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveRevoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }"): (typeof documents)["mutation LiveRevoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TodosUpdate($input: UpdateTodosInput!) {\n    updateTodos(input: $input) {\n      __typename\n      ... on UpdateTodosPayload { replayed todos { content status activeForm } session { id } task { id key } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on StaleLeaseError { given current }\n      ... on InvalidTransitionError { currentState }\n    }\n  }\n"): (typeof documents)["\n  mutation TodosUpdate($input: UpdateTodosInput!) {\n    updateTodos(input: $input) {\n      __typename\n      ... on UpdateTodosPayload { replayed todos { content status activeForm } session { id } task { id key } }\n      ... on Error { code message }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n      ... on StaleLeaseError { given current }\n      ... on InvalidTransitionError { currentState }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodosOfSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { version todos { content status activeForm } phases { nodes { tasks { nodes { id key todos { content status activeForm } } } } } }\n    }\n  }\n"): (typeof documents)["\n  query TodosOfSession($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session { version todos { content status activeForm } phases { nodes { tasks { nodes { id key todos { content status activeForm } } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TodosAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"): (typeof documents)["\n  mutation TodosAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TodosRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation TodosRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        state\n        readyTasks { key }\n        progress { percentComplete tasks { completed running failed } steps { completed running } }\n        roleDistribution { role total running completed failed }\n        phases { nodes { name state tasks { nodes { key state } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Plan($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        state\n        readyTasks { key }\n        progress { percentComplete tasks { completed running failed } steps { completed running } }\n        roleDistribution { role total running completed failed }\n        phases { nodes { name state tasks { nodes { key state } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestApproval($input: RequestApprovalInput!) {\n    requestApproval(input: $input) {\n      __typename\n      ... on RequestApprovalPayload { replayed approval { id state title requestedBy session { state } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestApproval($input: RequestApprovalInput!) {\n    requestApproval(input: $input) {\n      __typename\n      ... on RequestApprovalPayload { replayed approval { id state title requestedBy session { state } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideApproval($input: DecideApprovalInput!) {\n    decideApproval(input: $input) {\n      __typename\n      ... on DecideApprovalPayload { approval { id state decidedBy decisionNote session { state } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideApproval($input: DecideApprovalInput!) {\n    decideApproval(input: $input) {\n      __typename\n      ... on DecideApprovalPayload { approval { id state decidedBy decisionNote session { state } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Approvals($id: ID!, $state: ApprovalState) {\n    session(id: $id) { ... on Session { state approvals(state: $state) { nodes { id title state } } } }\n  }\n"): (typeof documents)["\n  query Approvals($id: ID!, $state: ApprovalState) {\n    session(id: $id) { ... on Session { state approvals(state: $state) { nodes { id title state } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordEvent($input: RecordEventInput!) {\n    recordEvent(input: $input) {\n      __typename\n      ... on RecordEventPayload { replayed event { seq type actor data } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordEvent($input: RecordEventInput!) {\n    recordEvent(input: $input) {\n      __typename\n      ... on RecordEventPayload { replayed event { seq type actor data } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterWorkspace($path: String!, $name: String) {\n    createWorkspace(input: { path: $path, name: $name }) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } }\n      ... on ValidationError { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterWorkspace($path: String!, $name: String) {\n    createWorkspace(input: { path: $path, name: $name }) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } }\n      ... on ValidationError { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspaceRoots { viewer { workspaceRoots } }"): (typeof documents)["query WorkspaceRoots { viewer { workspaceRoots } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;