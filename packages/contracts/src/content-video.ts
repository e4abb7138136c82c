/** Hosts whose players may be embedded (the CSP's frame-src lists the same ones). */
export const VIDEO_EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
] as const;

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

const URL_PARTS = /^https?:\/\/([^/?#:]+)(?::\d+)?(\/[^?#]*)?(?:\?([^#]*))?/i;

/** Host, path segments and query of an http(s) URL (no DOM or Node `URL` here: contracts run anywhere). */
function parse(url: string) {
  const match = URL_PARTS.exec(url.trim());
  if (!match) return null;
  const query = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key) query.set(key, value);
  }
  return {
    hostname: (match[1] ?? '').toLowerCase(),
    segments: (match[2] ?? '').split('/').filter(Boolean),
    query,
  };
}

/**
 * The privacy-friendly player URL for a YouTube or Vimeo link (watch page, short link, or an
 * embed URL), or null when the link is not a video from an allowed host.
 */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const { segments } = parsed;
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtubeId = parsed.query.get('v') ?? null;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live')
      youtubeId = segments[1] ?? null;
  }
  if (youtubeId) {
    return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  }
  let vimeoId: string | null = null;
  if (host === 'vimeo.com') vimeoId = segments[0] ?? null;
  else if (host === 'player.vimeo.com' && segments[0] === 'video') vimeoId = segments[1] ?? null;
  return vimeoId && VIMEO_ID.test(vimeoId) ? `https://player.vimeo.com/video/${vimeoId}` : null;
}
