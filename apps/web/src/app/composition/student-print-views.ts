import { ConsentSlipsDialog } from '@/features/print/components/consent-slips-dialog';
import { ClassCardsDialog } from '@/features/print/components/class-cards-dialog';
import { CredentialsDialog } from '@/features/print/components/credentials-dialog';
import { LoginLinkDialog } from '@/features/print/components/login-link-dialog';
import type { StudentPrintViews } from '@/features/students/print-views';

/** The print feature's sheets and cards, as the students screens open them. */
export const studentPrintViews: StudentPrintViews = {
  CredentialsDialog,
  ClassCardsDialog,
  LoginLinkDialog,
  ConsentSlipsDialog,
};
