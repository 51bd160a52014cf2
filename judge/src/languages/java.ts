import path from 'node:path';
import fs from 'node:fs';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { findExecutable } from '../sandbox/host.ts';
import { versionOf, type Language } from './types.ts';

const template = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNextInt()) {
            int a = in.nextInt(), b = in.nextInt();
            System.out.println(a + b);
        }
    }
}
`;

// Serial GC: one GC thread instead of one per core, and no GC CPU burnt in parallel with the
// program. No perf data file in /tmp. These change nothing a contestant can observe.
const jvmFlags = ['-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto'];

/** OpenJDK: `javac -encoding utf-8 Main.java`, run as `java -Dfile.encoding=UTF-8 -cp . Main`. */
export const java: Language = {
  name: 'Java',
  contentType: 'text/x-java',
  template,
  sourceFile: 'Main.java',
  artifact: 'Main.class',
  displayCommand: 'javac -encoding utf-8 Main.java',
  scaledLimits: true,
  addressSpaceLimit: false,
  memoryError: /java\.lang\.OutOfMemoryError/,
  find: () => {
    const javac = findExecutable('javac');
    if (!javac) return 'javac not found';
    // The java beside javac, so compiler and runtime are one JDK.
    const sibling = path.join(path.dirname(javac), 'java');
    const java = fs.existsSync(sibling) ? sibling : findExecutable('java');
    // The JDK's conf/ links into /etc/java-NN-openjdk (security properties, logging).
    const conf = fs
      .readdirSync('/etc')
      .filter((name) => /^java-\d+/.test(name))
      .map((n) => `/etc/${n}`);
    return java ? { bins: { javac, java }, hostDirs: conf } : 'java not found';
  },
  versionArgv: (tc) => [tc.bins.java ?? 'java', '-version'],
  describe: (out) => `OpenJDK ${versionOf(out)}`,
  // javac runs a JVM too: a bounded heap keeps it inside the 512 MB compile limit, and C1 only
  // roughly halves its start-up time on small files.
  compileArgv: (tc) => [
    tc.bins.javac ?? 'javac',
    ...jvmFlags.map((f) => `-J${f}`),
    '-J-Xmx384m',
    '-J-XX:TieredStopAtLevel=1',
    '-encoding',
    'utf-8',
    'Main.java',
  ],
  runArgv: (tc, sizes) => [
    tc.bins.java ?? 'java',
    '-Dfile.encoding=UTF-8',
    ...jvmFlags,
    `-Xms${Math.min(32, sizes.memoryMb)}m`,
    `-Xmx${sizes.memoryMb}m`,
    `-Xss${sizes.stackMb}m`,
    '-cp',
    sandboxPaths.program,
    'Main',
  ],
};
