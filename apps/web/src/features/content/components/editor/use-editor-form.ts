import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
import type { UploadRoute } from '../../api/upload-file';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';

export type EditorTab = 'editar' | 'previa';

/** The level of an editor's own headings ("Capa", "Anexos", the preview's title). */
export type EditorHeading = 'h2' | 'h3';

/** What the screen holding a book or lesson editor gives it. */
export interface EditorFormProps<Input> {
  uploadRoute: UploadRoute;
  submitLabel: string;
  onSubmit: (input: Input) => Promise<unknown>;
  onCancel: () => void;
  /** After a successful save (navigation is allowed from here on). */
  onSaved: () => void;
  /** Inside a screen that switches views through the query string (Meus livros). */
  blockSearchChanges?: boolean;
  /** h2 right under the page's h1 (the default); h3 when the editor sits in a section of its own. */
  headingLevel?: EditorHeading;
}

/**
 * The save of a book or lesson editor: a failure goes back to the "Editar" tab with the server's
 * errors placed; a success lets the page be left without the unsaved-changes warning.
 */
export function useEditorForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  {
    fields,
    fallback,
    save,
    onSaved,
    blockSearchChanges,
  }: {
    fields: readonly Path<T>[];
    fallback: string;
    save: (values: T) => Promise<unknown>;
    onSaved: () => void;
    blockSearchChanges: boolean;
  },
) {
  const [tab, setTab] = useState<EditorTab>('editar');
  const [formError, setFormError] = useState<string | null>(null);
  const { formState } = form;
  const unsaved = useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, blockSearchChanges);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      unsaved.allowNextNavigation();
      onSaved();
    } catch (error) {
      setTab('editar');
      setFormError(applyServerErrors(error, form.setError, fields, fallback));
    }
  });
  return { tab, setTab, formError, submit, pending: formState.isSubmitting, unsavedDialog: unsaved.dialog };
}
