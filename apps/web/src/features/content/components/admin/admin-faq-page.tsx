import { faqInputSchema, type FaqEntry } from '@aula/contracts';
import HelpOutline from '@mui/icons-material/HelpOutline';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminFaq } from '../../api/admin-library';
import {
  DeleteDialog,
  LibraryFormDialog,
  PositionField,
  useItemDialog,
  type ItemDialog,
} from './library-dialogs';
import { positionText, positionValue, useLibraryEditor } from './library-form';
import { LibraryListPage } from './library-list';
import type { Column } from '@/components/admin-kit/data-table';
import { plural } from '@/lib/plural';
import { fieldWithError } from '@/lib/form-errors';

const formSchema = faqInputSchema.extend({ position: positionText });

const faqColumns: Column<FaqEntry>[] = [
  {
    key: 'question',
    label: 'Pergunta e resposta',
    render: (entry) => (
      <>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.question}</Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {entry.answer}
        </Typography>
      </>
    ),
  },
];

/** /admin-dashboard/content/faq: the questions and answers teachers read on /dashboard/faq. */
export function AdminFaqPage() {
  const list = adminFaq.useList();
  const remove = adminFaq.useRemove();
  const editor = useItemDialog<FaqEntry>();
  const deletion = useItemDialog<FaqEntry>();
  return (
    <LibraryListPage
      title="Perguntas frequentes"
      subtitle="As dúvidas comuns e suas respostas, como os professores as leem, nesta ordem."
      addLabel="Nova pergunta"
      onAdd={editor.openNew}
      list={list}
      loadingLabel="Carregando perguntas…"
      empty={{
        icon: <HelpOutline />,
        title: 'Nenhuma pergunta ainda',
        text: 'Cadastre as dúvidas que os professores mais trazem à equipe.',
      }}
      countLabel={(count) => plural(count, 'pergunta', 'perguntas')}
      tableLabel="Perguntas frequentes dos professores"
      columns={faqColumns}
      nameOf={(entry) => entry.question}
      onEdit={editor.openFor}
      onDelete={deletion.openFor}
    >
      <FaqDialog key={editor.key} dialog={editor} />
      <DeleteDialog
        dialog={deletion}
        remove={remove}
        title="Excluir pergunta?"
        success="Pergunta excluída."
        fallback="Não foi possível excluir a pergunta."
      >
        {(entry) => (
          <>“{entry.question}” deixa de aparecer para os professores. Esta ação não pode ser desfeita.</>
        )}
      </DeleteDialog>
    </LibraryListPage>
  );
}

function FaqDialog({ dialog }: { dialog: ItemDialog<FaqEntry> }) {
  const entry = dialog.item;
  const { form, dialogProps } = useLibraryEditor({
    dialog,
    resource: adminFaq,
    schema: formSchema,
    defaultValues: {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      position: positionValue(entry),
    },
    serverFields: ['question', 'answer', 'position'],
    texts: {
      newTitle: 'Nova pergunta',
      editTitle: 'Editar pergunta',
      create: 'Criar pergunta',
      save: 'Salvar pergunta',
      created: 'Pergunta criada.',
      saved: 'Pergunta salva.',
      failed: 'Não foi possível salvar a pergunta.',
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <LibraryFormDialog {...dialogProps}>
      <TextField
        {...fieldWithError(register, errors, 'question')}
        label="Pergunta"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        {...fieldWithError(register, errors, 'answer', 'Quebras de linha aparecem como no texto.')}
        label="Resposta"
        required
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
      <PositionField
        registration={register('position')}
        error={errors.position?.message}
        editing={entry !== null}
      />
    </LibraryFormDialog>
  );
}
