import { useLingui } from '@lingui/react';
import type { OiRankScoreType, RankShowName } from '../api/types';
import { ChoiceGroup, Section, ToggleRow } from '../../../components/ui/form-parts';
import type { SectionProps } from './section-props';
import { StarAccountsEditor } from './star-accounts-editor';

/** How the scoreboard behaves: real rank after the end, outside board, names, OI score, stars. */
export function RankSection({ form, set }: SectionProps) {
  const { _ } = useLingui();
  const names: { value: RankShowName; label: string }[] = [
    { value: 'username', label: _('admin-contests.show-username') },
    { value: 'nickname', label: _('admin-contests.show-nickname') },
    { value: 'realname', label: _('admin-contests.show-realname') },
  ];
  const scores: { value: OiRankScoreType; label: string }[] = [
    { value: 'Recent', label: _('admin-contests.oi-recent') },
    { value: 'Highest', label: _('admin-contests.oi-highest') },
  ];
  return (
    <Section title={_('admin-contests.section-rank')}>
      <ToggleRow
        label={_('admin-contests.auto-real-rank')}
        hint={_('admin-contests.auto-real-rank-hint')}
        checked={form.autoRealRank}
        onChange={(v) => set('autoRealRank', v)}
      />
      <ToggleRow
        label={_('admin-contests.open-rank')}
        hint={_('admin-contests.open-rank-hint')}
        checked={form.openRank}
        onChange={(v) => set('openRank', v)}
      />
      <ChoiceGroup
        label={_('admin-contests.rank-show-name')}
        value={form.rankShowName}
        onChange={(v) => set('rankShowName', v)}
        options={names}
      />
      {form.type === 1 && (
        <ChoiceGroup
          label={_('admin-contests.oi-score-type')}
          value={form.oiRankScoreType}
          onChange={(v) => set('oiRankScoreType', v)}
          options={scores}
        />
      )}
      <StarAccountsEditor value={form.starAccount} onChange={(v) => set('starAccount', v)} />
    </Section>
  );
}
