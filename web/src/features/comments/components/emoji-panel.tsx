import data from '@emoji-mart/data';
import en from '@emoji-mart/data/i18n/en.json';
import zh from '@emoji-mart/data/i18n/zh.json';
import { Picker } from 'emoji-mart';
import { useEffect, useRef } from 'react';

export interface EmojiPanelProps {
  /** 'zh-CN' gets the Chinese labels; anything else the English ones. */
  locale: string;
  onPick: (emoji: string) => void;
}

interface PickedEmoji {
  native?: string;
}

/**
 * emoji-mart's picker (a custom element) with its data and labels bundled, so it never asks
 * a CDN. Loaded lazily by `EmojiButton`: the data is large and most readers never open it.
 */
export function EmojiPanel({ locale, onPick }: EmojiPanelProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onPick);
  useEffect(() => {
    latest.current = onPick;
  }, [onPick]);
  useEffect(() => {
    const zhCN = locale === 'zh-CN';
    const picker = new Picker({
      data,
      i18n: zhCN ? zh : en,
      locale: zhCN ? 'zh' : 'en',
      theme: 'light',
      previewPosition: 'none',
      skinTonePosition: 'none',
      perLine: 8,
      onEmojiSelect: (emoji: PickedEmoji) => {
        if (emoji.native) latest.current(emoji.native);
      },
    }) as unknown as HTMLElement;
    host.current?.replaceChildren(picker);
    return () => picker.remove();
  }, [locale]);
  return <div ref={host} />;
}
