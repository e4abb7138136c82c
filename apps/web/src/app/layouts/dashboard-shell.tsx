import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { LoadingState } from '@/components/states';
import { PrerenderedPart } from '@/components/prerendered-part';
import { Logo, logoLinkStyle } from '@/components/logo';
import { DashboardNav } from './dashboard-nav';
import type { NavItem } from './nav-item';
import { printStyles } from './print-styles';

const DRAWER_WIDTH = 264;
const loadMobileDrawer = () => import('./mobile-drawer');
/** Below this the drawer is temporary (a menu button opens it); from it on, permanent. */
const PERMANENT_FROM = 'lg';
const MobileDrawer = lazy(loadMobileDrawer);

export interface DashboardShellProps {
  /** Shown in the app bar and used to name the navigation landmark, e.g. "Área do professor". */
  areaLabel: string;
  homePath: string;
  navItems: readonly NavItem[];
  /** Right side of the app bar (account menu, logout). */
  actions?: ReactNode;
  /** Above every screen of the area (notices such as an upgrade invitation). */
  banner?: ReactNode;
  /**
   * The account is still loading: the screen (mounted, so its own requests start) and the banner stay
   * hidden behind one loading state, as the notices the account decides would push the screen down.
   */
  waiting?: boolean;
}

/** App bar + navigation drawer: temporary below `lg` (the product's mobile breakpoint), permanent above. */
export function DashboardShell({
  areaLabel,
  homePath,
  navItems,
  actions,
  banner,
  waiting = false,
}: DashboardShellProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down(PERMANENT_FROM), { noSsr: true });
  // Rendered at build time (src/prerender.tsx) the screen's width is unknown: the page carries the
  // menu button and the permanent drawer, and CSS shows the one that fits until the app takes over.
  const prerendering = typeof document === 'undefined';
  const showMenuButton = mobile || prerendering;
  const showPermanentDrawer = !mobile || prerendering;
  const { pathname } = useLocation();
  // Remembering where the drawer was opened closes it by itself once a link navigates away.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  // Below `lg` the drawer's module comes with the first tap on the menu button (or as it is approached).
  const [drawerWanted, setDrawerWanted] = useState(false);

  const drawerContent = (
    <DashboardNav
      label={`Navegação — ${areaLabel}`}
      items={navItems}
      header={
        <Toolbar>
          <Link to={homePath} aria-label={`Aula — ${areaLabel}`} style={logoLinkStyle}>
            <Logo size={28} />
          </Link>
        </Toolbar>
      }
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {printStyles}
      <PrerenderedPart name="app-bar">
        <AppBar
          position="fixed"
          elevation={1}
          sx={{ width: { lg: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { lg: `${DRAWER_WIDTH}px` } }}
        >
          <Toolbar>
            {showMenuButton && (
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Abrir menu de navegação"
                aria-expanded={open}
                aria-controls={open ? 'menu-navegacao' : undefined}
                onPointerEnter={() => void loadMobileDrawer()}
                onFocus={() => void loadMobileDrawer()}
                onClick={() => {
                  setDrawerWanted(true);
                  setOpen(true);
                }}
                sx={{ mr: 1, ...(prerendering && { display: { [PERMANENT_FROM]: 'none' } }) }}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
              {areaLabel}
            </Typography>
            {/* The account's buttons (notifications, menu) are most of the bar's render: a task of their own. */}
            <PrerenderedPart name="app-bar-actions">{actions}</PrerenderedPart>
          </Toolbar>
        </AppBar>
      </PrerenderedPart>
      {mobile && drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer id="menu-navegacao" open={open} onClose={() => setOpen(false)} width={DRAWER_WIDTH}>
            {drawerContent}
          </MobileDrawer>
        </Suspense>
      )}
      <PrerenderedPart name="navigation">
        {showPermanentDrawer && (
          // What MUI's permanent Drawer draws, without the modal its module brings along.
          <Box
            className="no-print"
            sx={{
              width: DRAWER_WIDTH,
              flexShrink: 0,
              ...(prerendering && { display: { xs: 'none', [PERMANENT_FROM]: 'block' } }),
            }}
          >
            <Paper
              id="menu-navegacao"
              square
              elevation={0}
              sx={{
                position: 'fixed',
                top: 0,
                left: 0,
                height: '100%',
                width: DRAWER_WIDTH,
                overflowY: 'auto',
                display: 'flex',
                flexDirection: 'column',
                zIndex: 'drawer',
                borderRight: 1,
                borderColor: 'divider',
              }}
            >
              {drawerContent}
            </Paper>
          </Box>
        )}
      </PrerenderedPart>
      <Box
        component="main"
        id="conteudo"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 } }}
      >
        <Toolbar />
        <OfflineNotice />
        {waiting && <LoadingState />}
        <Box hidden={waiting}>
          {banner && (
            <Box className="no-print">
              <PrerenderedPart name="banner">{banner}</PrerenderedPart>
            </Box>
          )}
          <PrerenderedPart name="screen">
            <Outlet />
          </PrerenderedPart>
        </Box>
      </Box>
    </Box>
  );
}
