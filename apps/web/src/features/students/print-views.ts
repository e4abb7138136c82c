import type { Student } from '@aula/contracts';
import type { ComponentType } from 'react';
import type { ConsentSlip } from '@/lib/consent-slip';
import type { StudentCredentials } from '@/lib/student-credentials';

/**
 * What the students screens print: the credentials just created, a class's access cards, one
 * student's link and card, the families' consent slips. They are the print feature's; the app layer passes them in.
 */
export interface StudentPrintViews {
  CredentialsDialog: ComponentType<{
    rows: readonly StudentCredentials[] | null;
    classroomName?: string;
    onClose: () => void;
  }>;
  ClassCardsDialog: ComponentType<{ classroomId: number | null; onClose: () => void }>;
  LoginLinkDialog: ComponentType<{ student: Student | null; onClose: () => void }>;
  ConsentSlipsDialog: ComponentType<{ slips: readonly ConsentSlip[] | null; onClose: () => void }>;
}
