import type { ReactNode } from 'react';
import { AdminPageHeader } from './AdminPageHeader';
import { AdminSection } from './AdminSection';

interface Props {
  heading: string;
  /** A line under the heading (a count, who is signed in); undefined while loading keeps its place. */
  subtitle: string | undefined;
  /** The page's buttons, right of the heading (below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every signed-in admin page's frame (issue #29): the admin width and padding (AdminSection), then
 * the same heading block (AdminPageHeader), so each page starts at the menu's left edge and its
 * heading sits in the same place.
 */
export function AdminPageFrame({ heading, subtitle, actions, children }: Props) {
  return (
    <AdminSection>
      <AdminPageHeader heading={heading} subtitle={subtitle} actions={actions} />
      {children}
    </AdminSection>
  );
}
