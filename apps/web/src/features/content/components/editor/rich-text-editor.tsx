import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { uploadFile, type UploadRoute } from '../../api/upload-file';
import { ACCEPT_IMAGES } from './file-drop-zone';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * The lesson content editor (Tiptap). It edits HTML; the server sanitises whatever arrives against
 * its allow-list, so this editor only offers what that list keeps.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  uploadRoute,
  error,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Where inline images go; without it the image button is hidden. */
  uploadRoute?: UploadRoute;
  error?: boolean;
  helperText?: string;
}) {
  const labelId = useId();
  const helperId = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
      },
    },
  });

  // Content loaded after the editor was created (an edit screen fetching the lesson).
  useEffect(() => {
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const insertImage = async (file: File) => {
    if (!editor || !uploadRoute) return;
    try {
      const stored = await uploadFile(uploadRoute, file, 'inline');
      editor
        .chain()
        .focus()
        .setImage({ src: stored.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (uploadError) {
      enqueueSnackbar(errorMessage(uploadError, 'Não foi possível enviar a imagem.'), { variant: 'error' });
    }
  };

  return (
    <Box>
      <FormLabel id={labelId} error={error} sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}`,
          },
          '& .tiptap': {
            minHeight: 240,
            p: 2,
            outline: 'none',
            typography: 'body1',
            lineHeight: 1.7,
            '& h2': { typography: 'h6', fontWeight: 700 },
            '& h3': { typography: 'subtitle1', fontWeight: 700 },
            '& img': { maxWidth: '100%', height: 'auto' },
            '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2 },
            '& a': { color: 'primary.main' },
          },
        }}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            label={label}
            onLink={() => setLinkOpen(true)}
            onImage={uploadRoute ? () => imageInput.current?.click() : undefined}
          />
        )}
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={helperId} error={error}>
        {helperText ??
          'Use títulos, listas e links. Scripts e conteúdo de outros sites (exceto vídeos do YouTube e do Vimeo) são removidos ao salvar.'}
      </FormHelperText>
      <input
        ref={imageInput}
        type="file"
        accept={ACCEPT_IMAGES}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void insertImage(file);
          event.target.value = '';
        }}
      />
      {editor && (
        <LinkDialog
          open={linkOpen}
          initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onSave={(url) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (url) chain.setLink({ href: url }).run();
            else chain.unsetLink().run();
          }}
        />
      )}
    </Box>
  );
}
