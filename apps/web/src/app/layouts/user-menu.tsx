import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { Area } from '@/lib/access';
import { useInstallOffer } from '@/lib/install-app';
import { fullNameOf, useProfile } from '@/lib/profile';

const loadPopover = () => import('./user-menu-popover');
const UserMenuPopover = lazy(loadPopover);

/**
 * App bar menu: who is logged in, their account page, "Instalar o Aula" where the browser offers
 * it (student and teacher areas), the other areas they may use, and "Sair".
 */
export function UserMenu({ area, accountPath }: { area: Area; accountPath?: string }) {
  const { data: profile } = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's module is asked for when a pointer or the keyboard comes near, so it opens at once.
  const [wanted, setWanted] = useState(false);
  const installOffer = useInstallOffer();
  const open = anchor !== null;
  const name = profile ? fullNameOf(profile) : '';

  return (
    <>
      <Button
        color="inherit"
        id="menu-conta-botao"
        aria-label={profile ? `Menu da conta de ${name}` : 'Menu da conta'}
        aria-haspopup="true"
        aria-controls={open ? 'menu-conta' : undefined}
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ gap: 1, minWidth: 0, px: 1 }}
      >
        {/* No initials: axe wants all visible text of a labelled button inside its name. */}
        <Avatar
          aria-hidden="true"
          sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: '#00363d' }}
        />
        <Typography
          component="span"
          variant="button"
          noWrap
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 160 }}
        >
          {profile?.first_name}
        </Typography>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuPopover
            area={area}
            accountPath={accountPath}
            install={area === 'admin' ? null : installOffer}
            anchor={anchor}
            close={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
