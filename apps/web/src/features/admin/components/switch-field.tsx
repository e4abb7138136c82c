import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A yes/no setting of a react-hook-form form, as a labelled switch. */
export function SwitchField<T extends FieldValues, U>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          inputRef={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={label}
    />
  );
}
