import type { StoredFile } from '@aula/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { uploadFile, type UploadRoute } from '../../api/upload-file';
import { FileTypeIcon } from '../ui/file-links';
import { fileSizeLabel } from '@/lib/file-size';
import { FileDropZone } from './file-drop-zone';
import { UploadStatus } from './upload-status';
import type { EditorHeading } from './use-editor-form';

export interface AttachmentValue {
  file: StoredFile;
  title: string;
  for_students: boolean;
}

const MAX_BYTES = 20 * 1024 * 1024;

/** The lesson's attachments: upload by click or drop, rename, remove. */
export function AttachmentsField({
  value,
  onChange,
  uploadRoute,
  error,
  headingLevel,
}: {
  value: AttachmentValue[];
  onChange: (next: AttachmentValue[]) => void;
  uploadRoute: UploadRoute;
  error?: string;
  headingLevel: EditorHeading;
}) {
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: File[]) => {
    setProblems([]);
    const added: AttachmentValue[] = [];
    const failures: string[] = [];
    setUploading(files.length);
    for (const file of files) {
      if (file.size > MAX_BYTES) {
        failures.push(`${file.name}: o arquivo excede o limite de 20 MB.`);
      } else {
        try {
          const stored = await uploadFile(uploadRoute, file, 'attachment');
          added.push({ file: stored, title: file.name.replace(/\.[^.]+$/, ''), for_students: false });
        } catch (uploadError) {
          failures.push(`${file.name}: ${errorMessage(uploadError, 'não foi possível enviar.')}`);
        }
      }
      setUploading((n) => n - 1);
    }
    if (added.length > 0) onChange([...value, ...added]);
    setProblems(failures);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        Anexos
      </Typography>
      {value.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {value.map((attachment, index) => (
            <Paper
              component="li"
              key={attachment.file.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderRadius: 2 }}
            >
              <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
                <FileTypeIcon contentType={attachment.file.content_type} />
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <TextField
                  label="Nome do anexo"
                  value={attachment.title}
                  onChange={(event) =>
                    onChange(
                      value.map((item, i) => (i === index ? { ...item, title: event.target.value } : item)),
                    )
                  }
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  fullWidth
                  size="small"
                />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {attachment.file.name} · {fileSizeLabel(attachment.file.size)}
                </Typography>
                <FormControlLabel
                  sx={{ display: 'flex' }}
                  control={
                    <Checkbox
                      size="small"
                      checked={attachment.for_students}
                      onChange={(event) =>
                        onChange(
                          value.map((item, i) =>
                            i === index ? { ...item, for_students: event.target.checked } : item,
                          ),
                        )
                      }
                    />
                  }
                  label="Os alunos também veem este arquivo"
                />
              </Box>
              <IconButton
                aria-label={`Remover anexo ${attachment.title || attachment.file.name}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Paper>
          ))}
        </Box>
      )}
      <FileDropZone
        hint="PDF, PNG, JPEG ou WebP, até 20 MB cada."
        disabled={uploading > 0}
        onFiles={(files) => void upload(files)}
      />
      <UploadStatus uploading={uploading > 0} label="Enviando arquivos" problems={problems} error={error} />
    </Box>
  );
}
