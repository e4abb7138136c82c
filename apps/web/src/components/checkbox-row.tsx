import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A list row that is one labelled checkbox (the whole row toggles it). Not a button wrapping a
 * checkbox: nested interactive controls confuse screen readers.
 */
export function CheckboxRow({
  primary,
  secondary,
  checked,
  disabled = false,
  onToggle,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <ListItem disablePadding>
      <FormControlLabel
        disabled={disabled}
        control={<Checkbox checked={checked} onChange={onToggle} sx={{ mt: -0.75 }} />}
        label={
          <>
            <Typography component="span" sx={{ display: 'block' }}>
              {primary}
            </Typography>
            {secondary && (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {secondary}
              </Typography>
            )}
          </>
        }
        sx={{
          m: 0,
          px: 1,
          py: 0.75,
          width: '100%',
          alignItems: 'flex-start',
          borderRadius: 1,
          '&:hover': disabled ? undefined : { bgcolor: 'action.hover' },
        }}
      />
    </ListItem>
  );
}
