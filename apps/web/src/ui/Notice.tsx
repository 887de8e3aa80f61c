import type { ReactNode } from 'react';
import './notice.css';

type NoticeProps = {
  tone?: 'info' | 'warn';
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
};

/** A message that stays on the page (a returned submission, a missing setup), unlike a toast. */
export function Notice({ tone = 'info', children, action, testId }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role="status" data-testid={testId}>
      <p className="notice__text">{children}</p>
      {action}
    </div>
  );
}
