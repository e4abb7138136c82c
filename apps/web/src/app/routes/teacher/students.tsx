import { StudentsPage } from '@/features/students/components/students-page';
import { studentPrintViews } from '@/app/composition/student-print-views';

export function Component() {
  return <StudentsPage print={studentPrintViews} />;
}
