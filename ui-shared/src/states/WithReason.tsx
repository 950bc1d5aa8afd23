import {cloneElement, type ReactElement} from 'react';
import Tooltip from '@mui/material/Tooltip';

/**
 * An action the caller may not take, shown disabled with the reason on hover; the tooltip also labels its wrapper for
 * screen readers. A disabled button receives no pointer events, so the tooltip sits on a span around it.
 * Without a reason the action is returned as it is.
 */
export function WithReason({reason, children}: {reason?: string | null; children: ReactElement<{disabled?: boolean}>}) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span style={{display: 'inline-flex'}}>{cloneElement(children, {disabled: true})}</span>
    </Tooltip>
  );
}
