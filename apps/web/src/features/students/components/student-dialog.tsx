import type { Student } from '@aula/contracts';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { Fragment, type ReactNode } from 'react';

/** A small dialog about one student, open while `student` is set; its form starts afresh for each one. */
export function StudentDialog({
  student,
  onClose,
  titleId,
  title,
  children,
}: {
  student: Student | null;
  onClose: () => void;
  titleId: string;
  title: string;
  /** The form, given the student. */
  children: (student: Student) => ReactNode;
}) {
  return (
    <Dialog open={student !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {student && <Fragment key={student.id}>{children(student)}</Fragment>}
    </Dialog>
  );
}
