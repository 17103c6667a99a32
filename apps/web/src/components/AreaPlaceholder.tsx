import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageContainer } from './PageContainer';
import { PageHeader } from './PageHeader';

export interface AreaInfo {
  title: string;
  /** One line under the page title: what the area is for. */
  summary: string;
  /** What appears here once there is data. */
  empty: string;
  icon: ReactNode;
  /** Columns or facts the area will show. */
  details?: string[];
}

/** An area still to be built: its name, purpose and what it will show, never a blank page. */
export function AreaPlaceholder({ info, before }: { info: AreaInfo; before?: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      {before}
      <EmptyState
        icon={info.icon}
        title={`${info.title} — nothing to show yet`}
        description={info.empty}
        details={info.details}
      />
    </PageContainer>
  );
}
