import type { LanguageName } from '@oj/events';
import { compileLimits, compileWorkDir } from '../judging/limits.ts';
import { execInSandbox } from '../sandbox/exec.ts';
import { bwrapBinary } from '../sandbox/host.ts';
import { checkJudgeRoot } from '../sandbox/judge-dir.ts';
import { languages } from './registry.ts';
import type { Language, Toolchain } from './types.ts';

/** A language as the judge offers it (the shape of the JudgeWorkerStarted event). */
export interface LanguageInfo {
  name: LanguageName;
  description: string;
  /** CodeMirror mode, e.g. 'text/x-csrc'. */
  contentType: string;
  compileCommand: string;
  /** A hello/A+B starter. */
  template: string;
  available: boolean;
  /** Why the language is not available. */
  reason?: string;
}

interface Detected {
  info: LanguageInfo;
  toolchain: Toolchain | null;
}

let detected: Promise<Map<LanguageName, Detected>> | undefined;

/**
 * Probes every toolchain once per process (inside the sandbox, where it will have to work).
 * An unsafe judge folder throws its own message first, and is not taken for missing
 * toolchains: once the folder is fixed, the probe runs.
 */
export const detectAll = async (): Promise<Map<LanguageName, Detected>> => {
  checkJudgeRoot();
  return (detected ??= probeAll());
};

const probeAll = async (): Promise<Map<LanguageName, Detected>> => {
  const out = new Map<LanguageName, Detected>();
  const sandboxMissing = bwrapBinary() ? null : 'bubblewrap (bwrap) is not installed';
  // One at a time: javac and java start JVMs, and the machine may be judging already.
  for (const language of languages) out.set(language.name, await probe(language, sandboxMissing));
  return out;
};

const probe = async (language: Language, sandboxMissing: string | null): Promise<Detected> => {
  const base = {
    name: language.name,
    description: language.name,
    contentType: language.contentType,
    compileCommand: language.displayCommand,
    template: language.template,
  };
  const unavailable = (reason: string): Detected => ({
    info: { ...base, available: false, reason },
    toolchain: null,
  });
  if (sandboxMissing) return unavailable(sandboxMissing);
  const toolchain = language.find();
  if (typeof toolchain === 'string') return unavailable(toolchain);
  try {
    const { result, stdout, stderr } = await execInSandbox({
      argv: language.versionArgv(toolchain),
      limits: compileLimits,
      workDir: compileWorkDir,
      hostDirs: toolchain.hostDirs,
    });
    if (result.error || result.exitCode !== 0) {
      return unavailable(`does not run in the sandbox: ${(result.error ?? stderr).slice(0, 300)}`);
    }
    return {
      info: { ...base, description: language.describe(`${stdout}\n${stderr}`), available: true },
      toolchain,
    };
  } catch (error) {
    return unavailable(`sandbox failed: ${String(error).slice(0, 300)}`);
  }
};

/** The toolchain of an available language; throws (a System Error) otherwise. */
export const toolchainFor = async (language: Language): Promise<Toolchain> => {
  const found = (await detectAll()).get(language.name);
  if (!found?.toolchain) {
    throw new Error(
      `language ${language.name} is not available: ${found?.info.reason ?? 'unknown'}`,
    );
  }
  return found.toolchain;
};
