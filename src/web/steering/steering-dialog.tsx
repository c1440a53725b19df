// The steering dialog of an action (preview first, then confirm): the session page shows one at a time and reads the
// session again when one changed something.

import type { SteerAction, SteerProps } from './actions.ts';
import { ApprovalDialog } from './approval-dialog.tsx';
import { CompactDialog } from './compact-dialog.tsx';
import { ForkDialog } from './fork-dialog.tsx';
import { ResumeDialog } from './resume-dialog.tsx';
import { RewindDialog } from './rewind-dialog.tsx';

export function SteeringDialog({ action, ...props }: Omit<SteerProps<SteerAction['kind']>, 'action'> & { action: SteerAction }) {
  switch (action.kind) {
    case 'resume':
      return <ResumeDialog action={action} {...props} />;
    case 'rewind':
      return <RewindDialog action={action} {...props} />;
    case 'compact':
      return <CompactDialog action={action} {...props} />;
    case 'fork':
      return <ForkDialog action={action} {...props} />;
    case 'decide':
      return <ApprovalDialog action={action} {...props} />;
  }
}
