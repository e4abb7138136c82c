import type { SxProps, Theme } from '@mui/material/styles';

/** Students get bigger text and touch targets (SPEC: simple words, large targets). */
export type FormSize = 'regular' | 'large';

export const largeFieldSx: SxProps<Theme> = {
  '& .MuiInputBase-input': { fontSize: '1.125rem', py: 1.25 },
  '& .MuiInputLabel-root': { fontSize: '1.125rem' },
  // The date picker's field is built from other parts than a plain input.
  '& .MuiPickersInputBase-root': { fontSize: '1.125rem' },
  '& .MuiPickersSectionList-root': { py: 1.25 },
};

export function fieldSx(size: FormSize): SxProps<Theme> | undefined {
  return size === 'large' ? largeFieldSx : undefined;
}
