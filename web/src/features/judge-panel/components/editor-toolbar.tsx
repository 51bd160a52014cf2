import { useLingui } from '@lingui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  EDITOR_FONT_SIZES,
  EDITOR_TAB_SIZES,
  EDITOR_THEMES,
  type EditorThemeName,
} from '../../../components/ui/code-editor-options';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast-store';
import type { EditorSettings } from '../editor-storage';

const MAX_UPLOAD_BYTES = 256 * 1024;

export interface EditorToolbarProps {
  languages: string[];
  language: string;
  /** No judge has announced its languages yet: the picker says so instead of offering any. */
  judgeStarting?: boolean;
  settings: EditorSettings;
  disabled: boolean;
  /** Show "recently accepted code" (the problem is solved). */
  canLoadAccepted: boolean;
  onLanguage: (language: string) => void;
  onSettings: (patch: Partial<EditorSettings>) => void;
  onUpload: (code: string) => void;
  onReset: () => void;
  onLoadAccepted: () => void;
}

/** Language, theme/font/tab settings, upload, reset and "recently accepted code". */
export function EditorToolbar(props: EditorToolbarProps) {
  const { _ } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);
  const [showSettings, setShowSettings] = useState(false);
  const { settings, onSettings } = props;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(_('judge-panel.file-too-large'));
      return;
    }
    props.onUpload(await file.text());
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          label={_('judge-panel.language')}
          showLabel
          options={
            props.judgeStarting
              ? [{ value: '', label: _('judge-panel.judge-starting') }]
              : props.languages.map((name) => ({ value: name, label: name }))
          }
          value={props.judgeStarting ? '' : props.language}
          disabled={props.disabled || props.judgeStarting || props.languages.length === 0}
          onChange={(event) => props.onLanguage(event.target.value)}
          className="min-w-44"
        />
        <div className="ml-auto flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showSettings}
            onClick={() => setShowSettings((open) => !open)}
          >
            <Icon name="settings" className="size-4" />
            <span className="hidden sm:inline">{_('judge-panel.settings')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={props.disabled}
            onClick={() => fileRef.current?.click()}
          >
            <Icon name="upload" className="size-4" />
            <span className="hidden sm:inline">{_('judge-panel.upload')}</span>
          </Button>
          <input
            ref={fileRef}
            type="file"
            className="hidden"
            aria-label={_('judge-panel.upload')}
            onChange={(event) => void onFile(event)}
          />
          <Button variant="ghost" size="sm" disabled={props.disabled} onClick={props.onReset}>
            <Icon name="refresh" className="size-4" />
            <span className="hidden sm:inline">{_('judge-panel.reset')}</span>
          </Button>
          {props.canLoadAccepted && (
            <Button
              variant="ghost"
              size="sm"
              disabled={props.disabled}
              onClick={props.onLoadAccepted}
            >
              <Icon name="history" className="size-4" />
              <span className="hidden sm:inline">{_('judge-panel.last-accepted')}</span>
            </Button>
          )}
        </div>
      </div>
      {showSettings && (
        <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2 sm:grid-cols-3">
          <Select
            label={_('judge-panel.theme')}
            showLabel
            options={EDITOR_THEMES.map((theme) => ({ value: theme, label: theme }))}
            value={settings.theme}
            onChange={(event) => onSettings({ theme: event.target.value as EditorThemeName })}
          />
          <Select
            label={_('judge-panel.font-size')}
            showLabel
            options={EDITOR_FONT_SIZES.map((size) => ({ value: String(size), label: `${size}px` }))}
            value={String(settings.fontSize)}
            onChange={(event) => onSettings({ fontSize: Number(event.target.value) })}
          />
          <Select
            label={_('judge-panel.tab-size')}
            showLabel
            options={EDITOR_TAB_SIZES.map((size) => ({
              value: String(size),
              label: _('judge-panel.spaces', { n: size }),
            }))}
            value={String(settings.tabSize)}
            onChange={(event) => onSettings({ tabSize: Number(event.target.value) })}
          />
        </div>
      )}
    </div>
  );
}
