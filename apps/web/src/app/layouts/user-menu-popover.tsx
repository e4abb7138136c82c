import { spaRoutes } from '@aula/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import InstallMobile from '@mui/icons-material/InstallMobile';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { areaHome, hasAreaAccess, type Area } from '@/lib/access';
import { fullNameOf, useProfile } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { areaLabels } from './area-labels';

interface UserMenuPopoverProps {
  area: Area;
  accountPath?: string;
  /** The browser's offer to install the app, where it made one. */
  install: (() => Promise<void>) | null;
  anchor: HTMLElement | null;
  close: () => void;
}

/** The open account menu: loaded with its first opening (the popover, menu list and icons, ~5 KB). */
export default function UserMenuPopover({ area, accountPath, install, anchor, close }: UserMenuPopoverProps) {
  const { data: profile } = useProfile();
  const { roles } = useSession();
  const open = anchor !== null;
  const otherAreas = (Object.keys(areaHome) as Area[]).filter(
    (other) => other !== area && hasAreaAccess(other, roles),
  );

  return (
    <>
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
                {fullNameOf(profile)}
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
