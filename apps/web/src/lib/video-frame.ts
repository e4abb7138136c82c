import { saveDataOn } from './save-data';

/** What a lesson's or an activity's video player may do (the sanitiser keeps the same hosts only). */
export const VIDEO_FRAME_ALLOW =
  'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/**
 * The player's address once someone tapped its poster: it starts playing at once (the tap asked for
 * it), unless the browser saves data, where the player loads and waits for its own play button.
 */
export function videoFrameSrc(src: string, saveData = saveDataOn()): string {
  if (saveData) return src;
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
