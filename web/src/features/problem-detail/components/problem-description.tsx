import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { TagChip } from '../../../components/ui/tag-chip';
import type { Example } from '../../../lib/problem-format';
import type { ProblemInfo } from '../api/types';
import { ProblemSamples } from './problem-samples';
import { StatusPie } from './status-pie';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className="h-4 w-1 rounded-full bg-primary-500" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Remote CF and GYM problems keep their limits for every language. */
const doublesLimits = (problemId: string) => !/^(CF|GYM)-/i.test(problemId);

/** The statement tab: limits and IO, statistics, markdown sections, samples, tags, source. */
export function ProblemDescription({ info, examples }: { info: ProblemInfo; examples: Example[] }) {
  const { _ } = useLingui();
  const { problem, tags } = info;
  const double = doublesLimits(problem.problemId);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 @2xl:flex-row @2xl:items-center @2xl:justify-between">
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-6 gap-y-3 @lg:grid-cols-3 @2xl:grid-cols-2 @4xl:grid-cols-3">
          <Fact label={_('problem.time-limit')}>
            {_('problem.limit-cpp', { value: `${problem.timeLimit} ms` })}
            {double && (
              <span className="block text-xs font-normal text-slate-500">
                {_('problem.limit-other', { value: `${problem.timeLimit * 2} ms` })}
              </span>
            )}
          </Fact>
          <Fact label={_('problem.memory-limit')}>
            {_('problem.limit-cpp', { value: `${problem.memoryLimit} MB` })}
            {double && (
              <span className="block text-xs font-normal text-slate-500">
                {_('problem.limit-other', { value: `${problem.memoryLimit * 2} MB` })}
              </span>
            )}
          </Fact>
          <Fact label={_('problem.type')}>{problem.type === 0 ? 'ACM' : 'OI'}</Fact>
          <Fact label={_('problem.io-mode')}>
            {problem.isFileIO ? _('problem.io-file') : _('problem.io-standard')}
          </Fact>
          {problem.isFileIO && (
            <Fact label={_('problem.io-files')}>
              <span className="font-mono">
                {problem.ioReadFileName} / {problem.ioWriteFileName}
              </span>
            </Fact>
          )}
          {problem.author && <Fact label={_('problem.author')}>{problem.author}</Fact>}
        </dl>
        {info.problemCount && <StatusPie count={info.problemCount} />}
      </div>

      {problem.description && (
        <Section title={_('problem.description')}>
          <MarkdownView source={problem.description} />
        </Section>
      )}
      {problem.input && (
        <Section title={_('problem.input')}>
          <MarkdownView source={problem.input} />
        </Section>
      )}
      {problem.output && (
        <Section title={_('problem.output')}>
          <MarkdownView source={problem.output} />
        </Section>
      )}
      {examples.length > 0 && (
        <Section title={_('problem.samples')}>
          <ProblemSamples examples={examples} />
        </Section>
      )}
      {problem.hint && (
        <Section title={_('problem.hint')}>
          <MarkdownView source={problem.hint} />
        </Section>
      )}
      {tags.length > 0 && (
        <Section title={_('problem.tags')}>
          <div className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <TagChip key={tag.id} name={tag.name} color={tag.color} static />
            ))}
          </div>
        </Section>
      )}
      {problem.source && (
        <Section title={_('problem.source')}>
          <MarkdownView source={problem.source} className="text-sm" />
        </Section>
      )}
    </div>
  );
}
