/** A dialog that picks items for a classroom and submits their ids at once. */
export interface PickerDialogProps {
  open: boolean;
  classroomName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (ids: number[]) => void;
  onClose: () => void;
}
