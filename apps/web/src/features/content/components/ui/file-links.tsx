import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';

/** A stored file's link that makes the browser save it rather than open it. */
export const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

/** PDF or image, the two kinds of file the platform accepts. */
export function FileTypeIcon({ contentType }: { contentType: string }) {
  return contentType === 'application/pdf' ? <PictureAsPdfOutlined /> : <ImageOutlined />;
}
