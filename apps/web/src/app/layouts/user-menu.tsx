import { spaRoutes } from '@aula/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import InstallMobile from '@mui/icons-material/InstallMobile';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { areaHome, hasAreaAccess, type Area } from '@/lib/access';
import { useInstallOffer } from '@/lib/install-app';
import { fullNameOf, useProfile } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { areaLabels } from './area-labels';

/**
 * App bar menu: who is logged in, their account page, "Instalar o Aula" where the browser offers
 * it (student and teacher areas), the other areas they may use, and "Sair".
 */
export function UserMenu({ area, accountPath }: { area: Area; accountPath?: string }) {
  const { data: profile } = useProfile();
  const { roles } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const installOffer = useInstallOffer();
  const install = area === 'admin' ? null : installOffer;
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const name = profile ? fullNameOf(profile) : '';
  const otherAreas = (Object.keys(areaHome) as Area[]).filter(
    (other) => other !== area && hasAreaAccess(other, roles),
  );

  return (
    <>
      <Button
        color="inherit"
        id="menu-conta-botao"
        aria-label={profile ? `Menu da conta de ${name}` : 'Menu da conta'}
        aria-haspopup="true"
        aria-controls={open ? 'menu-conta' : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
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
      {/* Popover + MenuList rather than Menu: the name and e-mail stay readable above the list, and a
          role="menu" may hold only menu items (the first of which takes the focus). */}
      <Popover
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {profile && (
          <>
            <Box sx={{ px: 2, pt: 1.5, pb: 1, maxWidth: 280 }}>
              <Typography variant="subtitle2" noWrap>
                {name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                {profile.email ?? profile.username}
              </Typography>
            </Box>
            <Divider />
          </>
        )}
        <MenuList
          id="menu-conta"
          aria-labelledby="menu-conta-botao"
          autoFocusItem={open}
          onKeyDown={(event: KeyboardEvent) => {
            // As MUI's Menu does: Tab leaves the menu instead of moving through its items.
            if (event.key === 'Tab') {
              event.preventDefault();
              close();
            }
          }}
        >
          {accountPath && (
            <MenuItem component={Link} to={accountPath} onClick={close}>
              <ListItemIcon>
                <AccountCircleOutlined fontSize="small" />
              </ListItemIcon>
              Minha conta
            </MenuItem>
          )}
          {install && (
            <MenuItem
              onClick={() => {
                close();
                void install();
              }}
            >
              <ListItemIcon>
                <InstallMobile fontSize="small" />
              </ListItemIcon>
              Instalar o Aula
            </MenuItem>
          )}
          {otherAreas.map((other) => (
            <MenuItem key={other} component={Link} to={areaHome[other]} onClick={close}>
              <ListItemIcon>
                <SwapHoriz fontSize="small" />
              </ListItemIcon>
              {areaLabels[other]}
            </MenuItem>
          ))}
          <MenuItem component={Link} to={spaRoutes.logout} onClick={close}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Sair
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
