import type { ReactNode } from 'react';
import './auth.css';
import { PageHeader } from '../../ui/PageHeader.tsx';

type AuthCardProps = {
  title: string;
  subtitle: string;
  /** Beside the back button (the language switch). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of the sign-in, register and reset pages: back, a heading and its line, the form. */
export function AuthCard({ title, subtitle, actions, children }: AuthCardProps) {
  return (
    <div className="page auth-page">
      <PageHeader title="" back actions={actions} />
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
