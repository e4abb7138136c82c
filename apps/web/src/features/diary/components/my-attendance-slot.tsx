import { lazy } from 'react';
import { useMyAttendance } from '../api/homes';

// The section loads only for a student whose teacher keeps a diary. While it loads it suspends to
// the home's boundary (RevealWhenSettled), so it does not push the page down.
const MyAttendance = lazy(() => import('./my-attendance').then((m) => ({ default: m.MyAttendance })));

/** "Minha frequência" on the student's home, once a teacher of hers has recorded a day. */
export function MyAttendanceSlot() {
  const mine = useMyAttendance();
  if (!mine.data?.results.length) return null;
  return <MyAttendance results={mine.data.results} />;
}
