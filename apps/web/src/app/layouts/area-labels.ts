import type { Area } from '@/lib/access';

export const areaLabels: Record<Area, string> = {
  teacher: 'Área do professor',
  student: 'Área do aluno',
  admin: 'Administração',
};
