import Button, { type ButtonProps } from '@mui/material/Button';
import type { ChangeEvent, ReactNode } from 'react';

/** What activities and hand-ins take: a worksheet PDF or images. The server checks the bytes. */
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/** A button that picks files, or with `camera` opens the phone's camera for one photo. */
export function FilePickButton({
  label,
  icon,
  camera,
  disabled,
  size,
  onFiles,
}: {
  label: string;
  icon: ReactNode;
  camera?: boolean;
  disabled: boolean;
  size?: ButtonProps['size'];
  onFiles: (files: File[]) => void;
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles([...(event.target.files ?? [])]);
    event.target.value = '';
  };
  return (
    <Button component="label" variant="outlined" size={size} startIcon={icon} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept={camera ? 'image/*' : ACCEPT}
        multiple={!camera}
        {...(camera ? { capture: 'environment' } : {})}
        onChange={pick}
      />
    </Button>
  );
}
