import { lazy, Suspense } from 'react';
import { useMyAttendance } from '../api/homes';

// The section loads only for a student whose teacher keeps a diary.
const MyAttendance = lazy(() => import('./my-attendance').then((m) => ({ default: m.MyAttendance })));

/** "Minha frequência" on the student's home, once a teacher of hers has recorded a day. */
export function MyAttendanceSlot() {
  const mine = useMyAttendance();
  if (!mine.data?.results.length) return null;
  return (
    <Suspense fallback={null}>
      <MyAttendance results={mine.data.results} />
    </Suspense>
  );
}
