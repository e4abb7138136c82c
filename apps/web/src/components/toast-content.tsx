import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';
import { toastColors } from './toast-bar';

const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: toastColors.success },
  '&.notistack-MuiContent-error': { backgroundColor: toastColors.error },
  '&.notistack-MuiContent-warning': { backgroundColor: toastColors.warning },
  '&.notistack-MuiContent-info': { backgroundColor: toastColors.info },
});

export const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
