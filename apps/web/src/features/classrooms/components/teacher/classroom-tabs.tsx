import type { TeacherClassroom } from '@aula/contracts';
import Box from '@mui/material/Box';
import { AddressTabs, type AddressTab } from '@/components/address-tabs';

/**
 * One tab of a classroom. The panels come from other features (activities, students, planning), so
 * the app layer lists them and passes them in.
 */
export type ClassroomTab = AddressTab<{ classroom: TeacherClassroom }>;

/** The classroom's tabs; the open one lives in the address (?aba=). */
export function ClassroomTabs({
  classroom,
  tabs,
}: {
  classroom: TeacherClassroom;
  tabs: readonly ClassroomTab[];
}) {
  return (
    <Box sx={{ mt: 4 }}>
      <AddressTabs tabs={tabs} label="Seções da turma" panelProps={{ classroom }} />
    </Box>
  );
}
