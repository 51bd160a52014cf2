import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemDto, spawnInGroup, startProblemSite } from '@oj/server/testing';
import { startTestJudge } from '@oj/judge/testing';

export const aplusb = {
  C: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
  'C++': '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  Java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);System.out.println(s.nextLong()+s.nextLong());}}\n',
  Python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
  Python2: 'a, b = map(int, raw_input().split())\nprint a + b\n',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Answer<T> = { http: number; body: { status: number; msg: string; data: T } };

/** A site with problems, two in-process judge workers and a signed-in user. */
export const startJudgingSite = async (o: { workers?: number; dataDir?: string } = {}) => {
  const ps = await startProblemSite(o.dataDir ? { dataDir: o.dataDir } : {});
  const { site } = ps;
  const startJudge = async () => {
    const started = await startTestJudge({
      sql: site.db.sql,
      store: site.deps.store,
      workers: o.workers ?? 2,
    });
    await site.deps.projections.waitFor(started.position);
    return started;
  };
  let judge = await startJudge();
  const available = judge.languages.filter((l) => l.available).map((l) => l.name);

  /**
   * Stops judging until the returned function starts it again: a test can then subscribe to
   * a submission before any of it is judged, whatever the speed of the machine.
   */
  const holdJudging = async () => {
    await judge.stop();
    return async () => {
      judge = await startJudge();
    };
  };

  const createProblem = async (
    problem: Record<string, unknown>,
    rest: Record<string, unknown> = {},
  ) => {
    const dto = problemDto(problem, {
      languages: available.map((name, i) => ({ id: i + 1, name })),
      ...rest,
    });
    const r = await site.call('POST', '/api/admin/problem', { body: dto, token: ps.rootToken });
    if (r.body.status !== 200) throw new Error(`create problem failed: ${r.body.msg}`);
    return ps.pidOf(String(problem.problemId));
  };

  const user = async (name: string) => {
    await site.register(name);
    return (await site.login(name)).token;
  };

  const submit = (token: string | null, pid: number, language: string, code: string) =>
    site.call<{ submitId: number }>('POST', '/api/submit-problem-judge', {
      body: { pid, language, code },
      token,
    });

  const detail = (token: string | null, submitId: number) =>
    site.call<{
      submission: {
        status: number;
        code: string | null;
        time: number;
        memory: number;
        score: number | null;
        errorMessage: string;
        share: boolean;
      };
    }>('GET', `/api/get-submission-detail?submitId=${submitId}`, { token });

  /**
   * Polls like the web client does until the status leaves Pending / Compiling / Judging.
   * The default bound is generous: only a judge that never answers should reach it.
   */
  const judged = async (token: string | null, submitId: number, timeoutMs = 300_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const d = await detail(token, submitId);
      const status = d.body.data?.submission.status;
      if (status !== undefined && ![5, 6, 7].includes(status)) return d.body.data.submission;
      if (Date.now() > end) throw new Error(`submission ${submitId} still in status ${status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /**
   * A judge in its own process (and process group: tsx runs the code in a child, and a kill
   * must reach it) with one worker named `name`, on this site's database and data.
   */
  const spawnJudge = (name: string, env: Record<string, string> = {}) =>
    spawnInGroup(path.join(root, 'node_modules/.bin/tsx'), ['judge/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: site.db.url,
        DATA_DIR: ps.dataDir,
        JUDGE_WORKERS: '1',
        JUDGE_NAME: name,
        ...env,
      },
      stdio: 'ignore',
    });

  return {
    ...ps,
    available,
    spawnJudge,
    holdJudging,
    createProblem,
    user,
    submit,
    detail,
    judged,
    async close() {
      await judge.stop();
      await ps.close();
    },
  };
};

export type JudgingSite = Awaited<ReturnType<typeof startJudgingSite>>;
export type { Answer };
