import { Outlet } from 'react-router';
import { BrandCardPage } from '@/components/brand-card-page';

/** Public entry screens (login, sign-up, join by code): a white card on the brand blue. */
export function BlueBackgroundLayout() {
  return (
    <BrandCardPage>
      <Outlet />
    </BrandCardPage>
  );
}

export { BlueBackgroundLayout as Component };
