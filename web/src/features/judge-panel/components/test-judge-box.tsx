import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { cn } from '../../../lib/cn';
import { formatMemory, formatTime } from '../../../lib/format';
import { matchingSample, normalizeSample, type Example } from '../../../lib/problem-format';
import type { TestRun } from '../hooks/use-test-judge';

export const MAX_TEST_INPUT = 1000;

export interface TestJudgeBoxProps {
  examples: Example[];
  run: TestRun | null;
  sending: boolean;
  disabled: boolean;
  onRun: (input: string, expectedOutput: string) => void;
}

const areaClass =
  'w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-800 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none';

/** Whether a finished run on a sample's input produced that sample's output. */
function sampleVerdict(examples: Example[], run: TestRun | null) {
  if (run?.phase !== 'done') return null;
  const n = matchingSample(examples, run.input);
  const sample = examples[n - 1];
  if (!sample) return null;
  const passed =
    run.result.problemJudgeMode && run.result.problemJudgeMode !== 'default'
      ? run.result.status === 0
      : run.result.status === 0 ||
        (run.result.status !== -2 &&
          normalizeSample(run.result.userOutput ?? '') === normalizeSample(sample.output));
  return { n, passed };
}

/** Custom input (at most 1000 characters) and optional expected output, run on the judge. */
export function TestJudgeBox({ examples, run, sending, disabled, onRun }: TestJudgeBoxProps) {
  const { _ } = useLingui();
  const [input, setInput] = useState(examples[0]?.input ?? '');
  const [expected, setExpected] = useState(examples[0]?.output ?? '');
  const verdict = sampleVerdict(examples, run);
  const running = sending || run?.phase === 'running';

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      {examples.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-slate-500">{_('judge-panel.fill-sample')}</span>
          {examples.map((example, index) => (
            <button
              key={index}
              type="button"
              onClick={() => {
                setInput(example.input.slice(0, MAX_TEST_INPUT));
                setExpected(example.output);
              }}
              className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-600 hover:border-primary-400 hover:text-primary-600"
            >
              {_('judge-panel.sample-n', { n: index + 1 })}
            </button>
          ))}
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <label className="block space-y-1">
          <span className="flex justify-between text-sm text-slate-600">
            {_('judge-panel.test-input')}
            <span
              className={cn(
                'text-xs tabular-nums',
                input.length >= MAX_TEST_INPUT ? 'text-red-600' : 'text-slate-400',
              )}
            >
              {input.length}/{MAX_TEST_INPUT}
            </span>
          </span>
          <textarea
            rows={5}
            value={input}
            maxLength={MAX_TEST_INPUT}
            onChange={(event) => setInput(event.target.value)}
            className={areaClass}
          />
        </label>
        <label className="block space-y-1">
          <span className="text-sm text-slate-600">{_('judge-panel.expected-output')}</span>
          <textarea
            rows={5}
            value={expected}
            onChange={(event) => setExpected(event.target.value)}
            placeholder={_('judge-panel.optional')}
            className={areaClass}
          />
        </label>
      </div>
      <div className="flex items-center justify-end">
        <Button
          variant="secondary"
          size="sm"
          loading={running}
          disabled={disabled}
          onClick={() => onRun(input, expected)}
        >
          <Icon name="play" className="size-4" />
          {_('judge-panel.run')}
        </Button>
      </div>
      {run && (
        <div className="space-y-2 border-t border-slate-100 pt-3 text-sm" aria-live="polite">
          <div className="flex flex-wrap items-center gap-3">
            <JudgeStatusBadge
              status={
                run.phase === 'done' ? run.result.status : run.phase === 'running' ? run.status : 4
              }
            />
            {run.phase === 'done' && (
              <>
                <span className="text-slate-600 tabular-nums">{formatTime(run.result.time)}</span>
                <span className="text-slate-600 tabular-nums">
                  {formatMemory(run.result.memory)}
                </span>
              </>
            )}
            {verdict && (
              <span
                className={cn(
                  'inline-flex items-center gap-1 font-medium',
                  verdict.passed ? 'text-emerald-600' : 'text-red-600',
                )}
              >
                <Icon name={verdict.passed ? 'check' : 'x-circle'} className="size-4" />
                {verdict.passed
                  ? _('judge-panel.sample-passed', { n: verdict.n })
                  : _('judge-panel.sample-failed', { n: verdict.n })}
              </span>
            )}
            {run.phase === 'failed' && (
              <span className="text-red-600">{_('judge-panel.test-failed')}</span>
            )}
          </div>
          {run.phase === 'done' && (
            <>
              <Output title={_('judge-panel.your-output')} text={run.result.userOutput} />
              {run.result.stderr && (
                <Output title={_('judge-panel.stderr')} text={run.result.stderr} tone="error" />
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

function Output({ title, text, tone }: { title: string; text?: string | null; tone?: 'error' }) {
  return (
    <div>
      <div className="mb-1 text-xs font-medium text-slate-500">{title}</div>
      <pre
        className={cn(
          'max-h-60 overflow-auto rounded-lg border px-3 py-2 font-mono text-xs',
          tone === 'error'
            ? 'border-red-200 bg-red-50 text-red-800'
            : 'border-slate-200 bg-slate-50 text-slate-800',
        )}
      >
        {text || ' '}
      </pre>
    </div>
  );
}
