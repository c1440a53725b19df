// The steering actions a session's views may ask for (a checkpoint, a message, an approval, the session's header),
// each from a point of the session, and how they ask: useSteer()(action) opens its dialog on the session page.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SessionData } from '../pages/session-data.ts';

export type CheckpointPoint = { id: string; seq: number; label: string };
export type MessagePoint = { id: string; seq: number; excerpt: string; conversationId: string };
export type ApprovalPoint = { id: string; title: string; taskTitle: string | null };

export type SteerAction =
  | { kind: 'resume'; checkpoint: CheckpointPoint | null }
  | { kind: 'rewind'; checkpoint: CheckpointPoint }
  | { kind: 'rewind'; message: MessagePoint }
  | { kind: 'compact'; message: MessagePoint }
  | { kind: 'fork'; checkpoint: CheckpointPoint }
  | { kind: 'fork'; message: MessagePoint }
  | { kind: 'decide'; approval: ApprovalPoint; decision: 'APPROVE' | 'REJECT' };

/** Opens a steering dialog (a no-op outside a session page). */
export const SteerContext = createContext<(action: SteerAction) => void>(() => {});

export const useSteer = () => useContext(SteerContext);

export type SteerProps<A extends SteerAction['kind']> = {
  session: SessionData;
  action: Extract<SteerAction, { kind: A }>;
  onClose: () => void;
  /** Something changed: the page reads the session again. */
  onChanged: () => void;
};

/** Where an action starts from, in words: "checkpoint #3 (label)" or "the message “…”". */
export const pointText = (from: { checkpoint: CheckpointPoint } | { message: MessagePoint }): string =>
  'checkpoint' in from ? `checkpoint #${from.checkpoint.seq} (${from.checkpoint.label})` : `the message “${from.message.excerpt}”`;
