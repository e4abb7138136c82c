import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * Under a file field: progress while sending, what went wrong with the chosen files, and the form's
 * own message for the field.
 */
export function UploadStatus({
  uploading,
  label,
  problems,
  error,
}: {
  uploading: boolean;
  /** What is being sent, for screen readers ("Enviando a capa"). */
  label: string;
  problems: readonly string[];
  error?: string | undefined;
}) {
  return (
    <>
      {uploading && <LinearProgress aria-label={label} />}
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </>
  );
}
