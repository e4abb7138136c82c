import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAddFavorite, useRemoveFavorite } from '../../api/favorites';
import { visuallyHidden } from '@/components/visually-hidden';

/**
 * Favourites a lesson (locked ones too) or removes it: a toggle button (aria-pressed) whose name adds
 * the lesson's title to the visible text.
 */
export function FavoriteButton({
  lessonId,
  favoriteId,
  lessonTitle,
}: {
  lessonId: number;
  favoriteId: number | null;
  lessonTitle: string;
}) {
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { enqueueSnackbar } = useSnackbar();
  const pending = add.isPending || remove.isPending;
  const isFavorite = favoriteId !== null;

  const toggle = async () => {
    try {
      if (favoriteId !== null) {
        await remove.mutateAsync(favoriteId);
        enqueueSnackbar('Aula removida dos favoritos.', { variant: 'info' });
      } else {
        await add.mutateAsync(lessonId);
        enqueueSnackbar('Aula adicionada aos favoritos.', { variant: 'success' });
      }
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Não foi possível atualizar os favoritos.'), { variant: 'error' });
    }
  };

  return (
    <Button
      onClick={() => void toggle()}
      disabled={pending}
      aria-pressed={isFavorite}
      startIcon={isFavorite ? <Favorite sx={{ color: '#c2185b' }} /> : <FavoriteBorder />}
      size="small"
    >
      {isFavorite ? 'Favorita' : 'Favoritar'}
      <Box component="span" sx={visuallyHidden}>
        aula {lessonTitle}
      </Box>
    </Button>
  );
}
