export interface DemoLesson {
  title: string;
  minutes: number;
  objectives: string[];
  materials: string[];
  bncc: string[];
  warmup: string;
  steps: string[];
  closing: string;
  assessment: string;
  video?: string;
}

export interface DemoPlan {
  title: string;
  description: string;
  etapa: string;
  ano: string;
  componente: string;
  bncc: string[];
  collection: 'primeiros-passos' | 'trilhas-fundamental' | 'ciencia-investigacao' | 'rumo-ao-enem';
  premium?: boolean;
  lessons: DemoLesson[];
}
