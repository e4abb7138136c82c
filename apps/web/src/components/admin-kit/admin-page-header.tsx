import type { ComponentProps } from 'react';
import { PageHeader } from '@/components/page-header';

/** A staff screen's header; "Administração" is named in the document title. */
export function AdminPageHeader(props: Omit<ComponentProps<typeof PageHeader>, 'area'>) {
  return <PageHeader area="Administração" {...props} />;
}
