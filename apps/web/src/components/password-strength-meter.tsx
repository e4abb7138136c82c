import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '@/lib/password-strength';

const colors = ['error.main', 'error.main', 'warning.main', 'success.main', 'success.dark'] as const;

/** Four bars and a word under a new-password field; announced politely as the user types. */
export function PasswordStrengthMeter({
  password,
  personal = [],
  id,
}: {
  password: string;
  /** Name, e-mail…: a password containing them is weak. */
  personal?: readonly string[];
  id?: string;
}) {
  const strength = password ? passwordStrength(password, personal) : null;
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Box aria-hidden="true" sx={{ display: 'flex', gap: 0.5 }}>
        {[1, 2, 3, 4].map((bar) => (
          <Box
            key={bar}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              bgcolor: strength && strength.score >= bar ? colors[strength.score] : 'grey.300',
            }}
          />
        ))}
      </Box>
      <Typography
        variant="caption"
        component="p"
        aria-live="polite"
        sx={{ mt: 0.5, color: 'text.secondary' }}
      >
        {strength ? (
          <>
            <strong>Força da senha: {strength.label}.</strong>
            {strength.hint ? ` ${strength.hint}` : ''}
          </>
        ) : (
          'Use pelo menos 8 caracteres, misturando letras, números e símbolos.'
        )}
      </Typography>
    </Box>
  );
}
