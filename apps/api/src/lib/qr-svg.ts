import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code as a standalone SVG document, drawn by the library the web app uses for the students'
 * login cards (qrcode.react), so the server's image and the screen's are the same drawing.
 */
export function qrCodeSvg(value: string, title = 'QR code'): string {
  const props = {
    value,
    size: 256,
    level: 'M',
    marginSize: 2,
    title,
    xmlns: 'http://www.w3.org/2000/svg',
  } as ComponentProps<typeof QRCodeSVG>;
  return renderToStaticMarkup(createElement(QRCodeSVG, props));
}
