import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { uiText } from '@/lib/ui-text';

export const ACCEPT_DOCUMENTS = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
export const ACCEPT_IMAGES = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/**
 * "Arraste e solte arquivos aqui ou clique para selecionar": a labelled file input the whole area
 * activates (mouse, keyboard and touch), that also accepts files dropped on it.
 */
export function FileDropZone({
  label = uiText.dropFiles,
  hint,
  accept = ACCEPT_DOCUMENTS,
  multiple = true,
  disabled = false,
  onFiles,
}: {
  label?: string;
  hint?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        p: 3,
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 3,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <CloudUploadOutlined color="primary" aria-hidden="true" sx={{ fontSize: 36 }} />
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
    </Box>
  );
}
