import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import Redo from '@mui/icons-material/Redo';
import TextFields from '@mui/icons-material/TextFields';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          onClick={onClick}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Formatting buttons, all labelled in Portuguese; the pressed state follows the cursor. */
export function RichTextToolbar({
  editor,
  label,
  onLink,
  onImage,
}: {
  editor: Editor;
  /** The editor's label: a lesson form has two editors, each toolbar named after its own. */
  label: string;
  onLink: () => void;
  onImage?: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Box
      role="toolbar"
      aria-label={`Formatação: ${label}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToolButton
        label="Título"
        icon={<Title />}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Subtítulo"
        icon={<TextFields />}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Negrito"
        icon={<FormatBold />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Itálico"
        icon={<FormatItalic />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Sublinhado"
        icon={<FormatUnderlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label="Tachado"
        icon={<FormatStrikethrough />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Lista com marcadores"
        icon={<FormatListBulleted />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Lista numerada"
        icon={<FormatListNumbered />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Citação"
        icon={<FormatQuote />}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton
        label="Linha divisória"
        icon={<HorizontalRule />}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Inserir link" icon={<LinkIcon />} active={state.link} onClick={onLink} />
      <ToolButton
        label="Remover link"
        icon={<LinkOff />}
        disabled={!state.link}
        onClick={() => chain().unsetLink().run()}
      />
      {onImage && <ToolButton label="Inserir imagem" icon={<ImageOutlined />} onClick={onImage} />}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Desfazer"
        icon={<Undo />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Refazer"
        icon={<Redo />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Box>
  );
}
