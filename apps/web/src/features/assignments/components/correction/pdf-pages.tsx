import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Most hand-ins are a page or two; a long PDF stays a download. */
const MAX_PAGES = 15;

/**
 * A PDF drawn page by page on canvases (pdf.js): the file route sends PDFs as downloads and no page
 * may be framed, so it is read here and painted, at the width given, turned by `rotation`.
 */
export default function PdfPages({
  url,
  name,
  width,
  rotation,
}: {
  url: string;
  name: string;
  width: number;
  rotation: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const key = `${url}|${width}|${rotation}`;
  // Each drawing answers for its own inputs: until the current one is done, it is loading.
  const [drawn, setDrawn] = useState<{ key: string; state: 'ready' | 'error'; pages: number } | null>(null);
  const state = drawn?.key === key ? drawn.state : 'loading';
  const pages = drawn?.key === key ? drawn.pages : 0;

  useEffect(() => {
    const task = getDocument({ url, isEvalSupported: false });
    let cancelled = false;
    const target = box.current!;
    void (async () => {
      try {
        const pdf = await task.promise;
        if (cancelled) return;
        target.replaceChildren();
        const count = Math.min(pdf.numPages, MAX_PAGES);
        for (let n = 1; n <= count; n++) {
          const page = await pdf.getPage(n);
          if (cancelled) return;
          const base = page.getViewport({ scale: 1, rotation });
          const viewport = page.getViewport({
            scale: (width / base.width) * (window.devicePixelRatio || 1),
            rotation,
          });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = `${width}px`;
          canvas.style.display = 'block';
          canvas.style.marginBottom = '8px';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${name}, página ${n} de ${pdf.numPages}`);
          target.append(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        setDrawn({ key, state: 'ready', pages: pdf.numPages });
      } catch {
        if (!cancelled) setDrawn({ key, state: 'error', pages: 0 });
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [key, url, name, width, rotation]);

  return (
    <Box>
      {state === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={`Abrindo ${name}…`} />
        </Box>
      )}
      {state === 'error' && (
        <Alert severity="warning">Não foi possível mostrar este PDF aqui. Use “Baixar” para abri-lo.</Alert>
      )}
      <div ref={box} />
      {state === 'ready' && pages > MAX_PAGES && (
        <Alert severity="info">
          Mostrando as {MAX_PAGES} primeiras de {pages} páginas. Use “Baixar” para ver o arquivo inteiro.
        </Alert>
      )}
    </Box>
  );
}
