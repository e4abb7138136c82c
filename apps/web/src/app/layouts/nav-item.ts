import type { ReactNode } from 'react';

export interface NavItem {
  label: string;
  /** A path from `spaRoutes`. */
  to: string;
  icon?: ReactNode;
  /** Only this exact path marks the item as current (for "home"-like entries). */
  end?: boolean;
}
