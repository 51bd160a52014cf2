import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The problem's extra files for contestants: pick one to read, copy or download it. */
export function ProblemAnnex({ files }: { files: { name: string; content: string }[] }) {
  const { _ } = useLingui();
  const [active, setActive] = useState(files[0]?.name ?? '');
  const file = files.find((item) => item.name === active) ?? files[0];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-500">{_('problem.annex-hint')}</p>
      <div className="flex flex-wrap gap-2">
        {files.map((item) => (
          <button
            key={item.name}
            type="button"
            aria-pressed={item.name === file?.name}
            onClick={() => setActive(item.name)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 font-mono text-sm',
              item.name === file?.name
                ? 'border-primary-500 bg-primary-50 text-primary-700'
                : 'border-slate-200 text-slate-600 hover:border-primary-300',
            )}
          >
            <Icon name="file" className="size-4" />
            {item.name}
          </button>
        ))}
      </div>
      {file && (
        <div>
          <div className="mb-1 flex items-center justify-end gap-1">
            <CopyButton text={file.content} label={_('common.copy')} />
            <button
              type="button"
              onClick={() => download(file.name, file.content)}
              className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-primary-600"
            >
              <Icon name="download" className="size-4" />
              {_('problem.annex-download')}
            </button>
          </div>
          <pre className="max-h-[480px] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-800">
            {file.content}
          </pre>
        </div>
      )}
    </div>
  );
}
