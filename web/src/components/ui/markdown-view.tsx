import 'katex/dist/katex.min.css';
import './markdown-view.css';
import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { renderMarkdown } from '../../lib/markdown';

export interface MarkdownViewProps {
  source: string | null | undefined;
  className?: string;
}

/**
 * Markdown with KaTeX math, sanitised by DOMPurify before it is injected. Import it only from
 * lazily loaded pages: it brings marked, KaTeX and their styles into that page's chunk.
 */
export function MarkdownView({ source, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div className={cn('markdown-body', className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
