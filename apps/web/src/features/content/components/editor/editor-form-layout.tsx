import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form-error';
import { PageSubmitActions } from '@/components/submit-actions';
import type { EditorTab, useEditorForm } from './use-editor-form';

/** A book or lesson editor: "Editar" and "Pré-visualizar" tabs, the general error, the buttons. */
export function EditorFormLayout({
  editor,
  idInfix,
  submitLabel,
  onCancel,
  preview,
  children,
}: {
  editor: ReturnType<typeof useEditorForm>;
  /** In the tabs' and panels' ids: `aba-${idInfix}editar`. */
  idInfix: string;
  submitLabel: string;
  onCancel: () => void;
  /** Drawn only while its tab is open. */
  preview: () => ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const { tab, setTab, formError, submit, pending, unsavedDialog } = editor;
  const ids = (panel: EditorTab) => ({ tab: `aba-${idInfix}${panel}`, panel: `painel-${idInfix}${panel}` });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Tabs
        value={tab}
        onChange={(_, next: EditorTab) => setTab(next)}
        aria-label="Modo do editor"
        sx={{ mb: 2 }}
      >
        <Tab value="editar" label="Editar" id={ids('editar').tab} aria-controls={ids('editar').panel} />
        <Tab
          value="previa"
          label="Pré-visualizar"
          id={ids('previa').tab}
          aria-controls={ids('previa').panel}
        />
      </Tabs>
      <FormError message={formError} sx={{ mb: 2 }} />
      <Box
        id={ids('editar').panel}
        role="tabpanel"
        aria-labelledby={ids('editar').tab}
        hidden={tab !== 'editar'}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>{children}</Box>
      </Box>
      <Box
        id={ids('previa').panel}
        role="tabpanel"
        aria-labelledby={ids('previa').tab}
        hidden={tab !== 'previa'}
      >
        {tab === 'previa' && preview()}
      </Box>
      <PageSubmitActions onCancel={onCancel} pending={pending} label={submitLabel} />
      {unsavedDialog}
    </Box>
  );
}
