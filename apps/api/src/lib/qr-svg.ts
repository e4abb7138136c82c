import { createRequire } from 'node:module';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type * as QrCodeReact from 'qrcode.react';

// Loaded by the first QR code (a Pix charge), not at start: React's server renderer would otherwise
// sit in every process's memory, and V8 sizes the heap by what it holds.
const load = createRequire(import.meta.url);
let renderer: { react: typeof React; server: typeof ReactDomServer; qr: typeof QrCodeReact } | undefined;

/**
 * A QR code as a standalone SVG document, drawn by the library the web app uses for the students'
 * login cards (qrcode.react), so the server's image and the screen's are the same drawing.
 */
export function qrCodeSvg(value: string, title = 'QR code'): string {
  renderer ??= {
    react: load('react') as typeof React,
    server: load('react-dom/server') as typeof ReactDomServer,
    qr: load('qrcode.react') as typeof QrCodeReact,
  };
  const { react, server, qr } = renderer;
  const props = {
    value,
    size: 256,
    level: 'M',
    marginSize: 2,
    title,
    xmlns: 'http://www.w3.org/2000/svg',
  } as React.ComponentProps<typeof qr.QRCodeSVG>;
  return server.renderToStaticMarkup(react.createElement(qr.QRCodeSVG, props));
}
