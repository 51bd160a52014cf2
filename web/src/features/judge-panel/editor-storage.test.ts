import { beforeEach, describe, expect, it } from 'vitest';
import {
  INDIVIDUAL_KEY,
  initialEditorState,
  problemCodeKey,
  saveEditorState,
  settingsFrom,
} from './editor-storage';

const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
  key: () => null,
  get length() {
    return store.size;
  },
};

describe('editor storage', () => {
  beforeEach(() => store.clear());

  it('keys code per contest or NoContest and problem', () => {
    expect(problemCodeKey(0, 'P1000')).toBe('problemCodeAndSetting_NoContest_P1000');
    expect(problemCodeKey(7, 'A')).toBe('problemCodeAndSetting_7_A');
  });

  it('starts from the first language template with the default settings', () => {
    expect(initialEditorState(0, 'P1', ['C++', 'Java'], { 'C++': 'int main(){}' })).toEqual({
      code: 'int main(){}',
      language: 'C++',
      theme: 'solarized',
      fontSize: 14,
      tabSize: 4,
    });
  });

  it('restores stored code, and uses the last language elsewhere when allowed', () => {
    saveEditorState(0, 'P1', {
      code: 'x',
      language: 'Java',
      theme: 'dracula',
      fontSize: 18,
      tabSize: 2,
    });
    expect(initialEditorState(0, 'P1', ['C++', 'Java'], {})).toMatchObject({
      code: 'x',
      language: 'Java',
      theme: 'dracula',
    });
    expect(JSON.parse(store.get(INDIVIDUAL_KEY) ?? '{}')).not.toHaveProperty('code');
    expect(initialEditorState(0, 'P2', ['Java', 'C'], { Java: 'class Main {}' })).toMatchObject({
      code: 'class Main {}',
      language: 'Java',
      fontSize: 18,
    });
    expect(initialEditorState(0, 'P3', ['C'], {})).toMatchObject({ language: 'C', code: '' });
  });

  it('drops invalid settings', () => {
    expect(settingsFrom({ theme: 'neon', fontSize: 13, tabSize: 8 })).toEqual({
      theme: 'solarized',
      fontSize: 14,
      tabSize: 8,
    });
  });
});
