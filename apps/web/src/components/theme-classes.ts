import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import type { CSSObject, Theme } from '@mui/material/styles';
import { theme as appTheme } from '@/app/theme';

/** MUI's outlined Paper with `borderRadius: 3`, the look of the app's cards. */
export const outlinedCard = (theme: Theme): CSSObject => ({
  borderRadius: Number(theme.shape.borderRadius) * 3,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
});

/** The box of MUI's small Chip, for a label drawn as one element. */
export const smallChip = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 16,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  color: theme.palette.text.primary,
});

/**
 * MUI's CardActionArea as a plain link: the card darkens a little under the pointer and more when
 * focused or pressed (a pseudo-element, no ripple), with a focus ring.
 */
export const cardAction = (theme: Theme): CSSObject => ({
  position: 'relative',
  borderRadius: 'inherit',
  color: 'inherit',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: 'currentColor',
    opacity: 0,
    pointerEvents: 'none',
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '@media (hover: hover)': { '&:hover::after': { opacity: theme.palette.action.hoverOpacity } },
  '&:active::after': { opacity: theme.palette.action.focusOpacity },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
});

/**
 * Class names for styles that depend on nothing but the theme, for the elements of a component drawn
 * many times (a card in a list). MUI's components and `sx` compute their styles again at every render
 * (theme lookups, colour maths, serializing, hashing): a catalogue card is a few dozen of them and
 * costs a phone ~25 ms. These are serialized once and inserted once per emotion cache, so a render
 * only looks its class names up. The server's render (prerender.tsx) finds them by their names in the
 * page, like any emotion class, and the browser's cache takes them over from there.
 */
export function themeClasses<K extends string>(
  build: (theme: Theme) => Record<K, CSSObject>,
): () => Record<K, string> {
  let serialized: [K, SerializedStyles][] | undefined;
  const namesByCache = new WeakMap<EmotionCache, Record<K, string>>();
  return function useThemeClasses() {
    const cache = useEmotionCache();
    // Emotion's browser build always has one; the server's render provides its own.
    if (!cache) throw new Error('themeClasses: sem cache do emotion.');
    let names = namesByCache.get(cache);
    if (!names) {
      serialized ??= (Object.entries(build(appTheme)) as [K, CSSObject][]).map(([key, styles]) => [
        key,
        serializeStyles([styles as Parameters<typeof serializeStyles>[0][number]]),
      ]);
      names = {} as Record<K, string>;
      for (const [key, styles] of serialized) {
        insertStyles(cache, styles, false);
        names[key] = `${cache.key}-${styles.name}`;
      }
      namesByCache.set(cache, names);
    }
    return names;
  };
}
