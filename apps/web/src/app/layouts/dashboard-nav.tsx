import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-item';

/** The links of a dashboard's navigation (the shell's `nav` landmark holds them). */
export function DashboardNav({ items }: { items: readonly NavItem[] }) {
  return (
    <List component="div">
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
