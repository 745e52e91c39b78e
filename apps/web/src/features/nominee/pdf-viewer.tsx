import { nomineeLimits } from '@cdesk/domain';
import { useRef, useState, type UIEvent } from 'react';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Document, Page, pdfjs } from 'react-pdf';
import { Skeleton } from '../../ui/skeleton';

// The worker is a file of the app itself: the Content-Security-Policy allows scripts from 'self' only.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

interface PdfViewerProps {
  file: string | { url: string; httpHeaders?: Record<string, string> } | { data: Uint8Array };
  /** Once: the reader has reached the last page (or there is only one). */
  onReadToEnd: () => void;
  onFailure: () => void;
  /** What the document is, for a screen reader. */
  label?: string;
}

/**
 * A generated form, scrolled within 400 px: consents open once the reader reaches its end. Other
 * areas' forms (an account closure request) are shown with it too (index.ts).
 */
export default function PdfViewer({
  file,
  onReadToEnd,
  onFailure,
  label = 'Nominee form',
}: PdfViewerProps) {
  const [pages, setPages] = useState(0);
  const [width, setWidth] = useState(0);
  const told = useRef(false);
  const tell = () => {
    if (told.current) return;
    told.current = true;
    onReadToEnd();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 8) tell();
  };

  return (
    <div
      ref={(node) => {
        if (node && node.clientWidth !== width) setWidth(node.clientWidth);
      }}
      role="document"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
      style={{ height: nomineeLimits.pdfViewerHeightPx }}
      className="overflow-y-auto rounded-card border border-border bg-subtle"
    >
      <Document
        file={file}
        loading={<Skeleton className="m-4 h-[360px]" />}
        error={<span />}
        onLoadSuccess={(pdf) => {
          setPages(pdf.numPages);
          if (pdf.numPages <= 1) tell();
        }}
        onLoadError={onFailure}
        onSourceError={onFailure}
      >
        {Array.from({ length: pages }, (_, index) => (
          <Page
            key={index}
            pageNumber={index + 1}
            width={width > 0 ? width - 2 : undefined}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            className="mb-2 last:mb-0"
          />
        ))}
      </Document>
    </div>
  );
}
