import type { ReactNode } from 'react';
import { SectionCard } from '../../components/SectionCard';

/** One section of a lead's page, named by its heading. */
export function LeadCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="lead">
      {children}
    </SectionCard>
  );
}
