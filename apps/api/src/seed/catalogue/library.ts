export const demoDocuments = [
  {
    title: 'Calendário escolar 2026',
    description: 'Datas de início e fim dos bimestres, recessos e feriados nacionais.',
    lines: [
      '1º bimestre: 2 de fevereiro a 17 de abril',
      '2º bimestre: 22 de abril a 3 de julho',
      'Recesso escolar: 6 a 24 de julho',
      '3º bimestre: 27 de julho a 2 de outubro',
      '4º bimestre: 5 de outubro a 18 de dezembro',
      'Feriados nacionais: consulte o calendário oficial do seu município.',
    ],
  },
  {
    title: 'Guia rápido da BNCC',
    description: 'Como ler os códigos alfanuméricos das habilidades e dos objetivos de aprendizagem.',
    lines: [
      'EF05MA12: EF = Ensino Fundamental; 05 = 5º ano; MA = Matemática; 12 = habilidade 12.',
      'EI03EF01: EI = Educação Infantil; 03 = crianças pequenas; EF = campo Escuta, fala,',
      'pensamento e imaginação; 01 = objetivo 01.',
      'EM13MAT101: EM = Ensino Médio; 13 = qualquer série; MAT = Matemática; 101 = habilidade.',
      'Use os códigos na busca do catálogo para encontrar aulas alinhadas a cada habilidade.',
    ],
  },
  {
    title: 'Modelo de plano de aula',
    description:
      'Estrutura em branco para planejar aulas próprias: objetivos, materiais, etapas e avaliação.',
    lines: [
      'Turma: ____________   Data: ____/____/______   Duração: ______ minutos',
      'Habilidades da BNCC: __________________________________________',
      'Objetivos: ____________________________________________________',
      'Materiais: ____________________________________________________',
      'Para começar: _________________________________________________',
      'Desenvolvimento: ______________________________________________',
      'Fechamento: ___________________________________________________',
      'Avaliação: ____________________________________________________',
    ],
  },
];

export const demoFaq = [
  {
    question: 'O que são os livros do catálogo?',
    answer:
      'Cada livro é uma sequência de aulas prontas sobre um tema, organizada por etapa, ano e componente curricular, com os códigos da BNCC de cada aula.',
  },
  {
    question: 'Como encontro aulas para a minha turma?',
    answer:
      'Em “Livros”, use a busca (por título, descrição ou código BNCC, como EF05MA12) e os filtros de etapa, ano, componente e coleção.',
  },
  {
    question: 'O que significa o selo “Premium”?',
    answer:
      'As aulas dos livros premium ficam disponíveis para assinantes. No plano gratuito você vê o resumo e os objetivos dessas aulas e pode favoritá-las.',
  },
  {
    question: 'Posso adaptar um livro do catálogo?',
    answer:
      'Sim. Abra o livro e escolha “Copiar para meus livros”. A cópia fica em “Meus livros”, onde você pode editar as aulas à vontade. O número de livros próprios depende do seu plano.',
  },
  {
    question: 'Como baixo os anexos das aulas?',
    answer: 'Abra a aula e clique no nome do anexo. Os arquivos são PDFs ou imagens prontos para imprimir.',
  },
  {
    question: 'Como falo com a equipe da Aula?',
    answer: 'Use a página “Contato” no menu. Respondemos em até dois dias úteis.',
  },
];
