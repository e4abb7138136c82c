import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/**
 * The navigation below `lg`, sliding over the page. Loaded when it is first asked for: its modal
 * (backdrop, focus trap, portal, transition; ~6 KB brotli) is not part of any page's first visit.
 */
export default function MobileDrawer({ id, open, onClose, width, children }: MobileDrawerProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
