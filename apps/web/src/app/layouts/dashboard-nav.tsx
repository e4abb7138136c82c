import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-item';

/** The area's navigation; `header` (the logo's link home) sits inside it, so no content is outside a landmark. */
export function DashboardNav({
  label,
  items,
  header,
}: {
  label: string;
  items: readonly NavItem[];
  header?: ReactNode;
}) {
  return (
    <List component="nav" aria-label={label} subheader={header}>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.end}
          sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
        >
          {item.icon && <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>}
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
