import type { ReactNode } from 'react';
import { BrandCardPage } from '@/components/brand-card-page';

/** The join-by-code pages without a layout (SPEC): the brand blue, the logo and one wide card. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return <BrandCardPage wide>{children}</BrandCardPage>;
}
