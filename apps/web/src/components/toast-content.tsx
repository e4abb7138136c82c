import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's default green, orange and light blue fail the 4.5:1 contrast that white text needs;
 * these darker shades of the theme colours pass it.
 */
const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B00020' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4600' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});

export const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
