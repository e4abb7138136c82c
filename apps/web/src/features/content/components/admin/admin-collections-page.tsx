import { collectionInputSchema, type LessonPlanCollection } from '@aula/contracts';
import CollectionsBookmarkOutlined from '@mui/icons-material/CollectionsBookmarkOutlined';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminCollections } from '../../api/admin-library';
import { LibraryFormDialog, PositionField, useItemDialog, type ItemDialog } from './library-dialogs';
import { positionText, positionValue, useLibraryEditor } from './library-form';
import { LibraryListPage } from './library-list';
import type { Column } from '@/components/admin-kit/data-table';
import { plural } from '@/lib/plural';
import { fieldWithError } from '@/lib/form-errors';

const formSchema = collectionInputSchema.extend({ position: positionText });

const collectionColumns: Column<LessonPlanCollection>[] = [
  {
    key: 'name',
    label: 'Coleção',
    render: (collection) => (
      <>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{collection.name}</Typography>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: { md: 'none' }, overflowWrap: 'anywhere' }}
        >
          {collection.description}
        </Typography>
      </>
    ),
  },
  {
    key: 'description',
    label: 'Descrição',
    wideOnly: true,
    render: (collection) => (
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
        {collection.description || '—'}
      </Box>
    ),
  },
];

/** /admin-dashboard/content/collections: the collections plans belong to, in the catalogue's order. */
export function AdminCollectionsPage() {
  const list = adminCollections.useList();
  const editor = useItemDialog<LessonPlanCollection>();
  return (
    <LibraryListPage
      title="Coleções"
      subtitle="Agrupam os livros do catálogo. Os professores filtram o catálogo por coleção, nesta ordem."
      addLabel="Nova coleção"
      onAdd={editor.openNew}
      list={list}
      loadingLabel="Carregando coleções…"
      empty={{
        icon: <CollectionsBookmarkOutlined />,
        title: 'Nenhuma coleção ainda',
        text: 'Crie a primeira coleção para agrupar os livros do catálogo.',
      }}
      countLabel={(count) => plural(count, 'coleção', 'coleções')}
      tableLabel="Coleções do catálogo"
      columns={collectionColumns}
      nameOf={(collection) => collection.name}
      onEdit={editor.openFor}
    >
      <CollectionDialog key={editor.key} dialog={editor} />
    </LibraryListPage>
  );
}

function CollectionDialog({ dialog }: { dialog: ItemDialog<LessonPlanCollection> }) {
  const collection = dialog.item;
  const { form, dialogProps } = useLibraryEditor({
    dialog,
    resource: adminCollections,
    schema: formSchema,
    defaultValues: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      position: positionValue(collection),
    },
    serverFields: ['name', 'description', 'position'],
    texts: {
      newTitle: 'Nova coleção',
      editTitle: 'Editar coleção',
      create: 'Criar coleção',
      save: 'Salvar coleção',
      created: 'Coleção criada.',
      saved: 'Coleção salva.',
      failed: 'Não foi possível salvar a coleção.',
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <LibraryFormDialog {...dialogProps}>
      <TextField
        {...fieldWithError(register, errors, 'name')}
        label="Nome da coleção"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TextField
        {...fieldWithError(register, errors, 'description', 'Opcional: para que serve esta coleção.')}
        label="Descrição"
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <PositionField
        registration={register('position')}
        error={errors.position?.message}
        editing={collection !== null}
      />
    </LibraryFormDialog>
  );
}
