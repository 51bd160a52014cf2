import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce, type CompiledProgram } from '../engine.ts';
import { mustCompile } from '../judging/fixtures.ts';

// Hostile programs against the real sandbox. After each one the judge must still work: a
// normal program runs fine and no process of a sandbox uid has escaped to the host's init.
const limits = { timeLimitMs: 500, memoryLimitMb: 256, stackLimitMb: 64 };
const run = async (source: string, input = '', over: Partial<typeof limits> = {}) =>
  runOnce(await mustCompile('C', source), input, { ...limits, ...over });

let hello: CompiledProgram;
beforeAll(async () => {
  hello = await mustCompile('C', '#include <stdio.h>\nint main(void){puts("hello");return 0;}\n');
});

/** Sandbox uids start at 1,100,000; an escaped process would be re-parented to pid 1. */
const escapedProcesses = (): string[] =>
  fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      return uid >= 1_100_000 && uid < 1_200_000 && ppid === 1;
    } catch {
      return false;
    }
  });

const expectHealthy = async () => {
  const r = await runOnce(hello, '', limits);
  expect(r).toMatchObject({ status: 'AC', stdout: 'hello\n' });
  expect(escapedProcesses()).toEqual([]);
};

describe('hostile programs', () => {
  it('a fork bomb ends in RE or TLE, quickly, and leaves nothing behind', async () => {
    const started = Date.now();
    const r = await run('#include <unistd.h>\nint main(void){for(;;)fork();}\n');
    expect(['TLE', 'RE']).toContain(r.status);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expectHealthy();
  });

  it('infinite output is cut at the output limit (RE)', async () => {
    const r = await run(
      '#include <stdio.h>\nint main(void){for(;;)puts("spam spam spam spam spam spam spam spam");}\n',
      '',
      {
        timeLimitMs: 5000,
      },
    );
    expect(r.status).toBe('RE');
    expect(r.stderr).toContain('output limit exceeded');
    await expectHealthy();
  });

  it('sleeping forever is TLE by the wall clock, reported within the limit', async () => {
    const started = Date.now();
    const r = await run('#include <unistd.h>\nint main(void){for(;;)pause();}\n');
    expect(r.status).toBe('TLE');
    expect(r.timeMs).toBeLessThanOrEqual(limits.timeLimitMs);
    expect(Date.now() - started).toBeLessThan(8000);
    await expectHealthy();
  });

  it('allocating 1 GB is MLE', async () => {
    const r = await run(
      '#include <stdlib.h>\n#include <stdio.h>\nint main(void){size_t n=1u<<30;volatile char*p=malloc(n);if(!p)return 2;' +
        'for(size_t i=0;i<n;i+=4096)p[i]=1;printf("%d\\n",p[4096]);return 0;}\n',
      '',
      { timeLimitMs: 3000 },
    );
    expect(r.status).toBe('MLE');
    expect(r.memoryKb).toBe(256 * 1024);
    await expectHealthy();
  });

  it('has no network: connecting to a port open on 127.0.0.1 fails', async () => {
    let connections = 0;
    const server = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const r = await run(
        '#include <stdio.h>\n#include <string.h>\n#include <errno.h>\n#include <arpa/inet.h>\n#include <sys/socket.h>\n' +
          'int main(void){int port;scanf("%d",&port);int s=socket(AF_INET,SOCK_STREAM,0);struct sockaddr_in a={0};' +
          'a.sin_family=AF_INET;a.sin_port=htons(port);a.sin_addr.s_addr=htonl(0x7f000001);' +
          'if(s<0){printf("no socket\\n");return 0;}' +
          'if(connect(s,(struct sockaddr*)&a,sizeof a)==0)printf("CONNECTED\\n");else printf("failed: %s\\n",strerror(errno));return 0;}\n',
        `${port}\n`,
      );
      expect(r.status).toBe('AC');
      expect(r.stdout).not.toContain('CONNECTED');
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
    await expectHealthy();
  });

  it('cannot read files outside its sandbox', async () => {
    const secret = path.join(os.homedir(), `oj-judge-secret-${process.pid}.txt`);
    fs.writeFileSync(secret, 'TOP-SECRET-CONTENT\n', { mode: 0o644 });
    try {
      const r = await run(
        '#include <stdio.h>\nint main(void){char path[512];while(scanf("%511s",path)==1){FILE*f=fopen(path,"r");' +
          'if(!f){printf("%s: unreadable\\n",path);continue;}char buf[256]={0};fread(buf,1,255,f);printf("%s: %s\\n",path,buf);fclose(f);}return 0;}\n',
        [
          secret,
          `/w/../..${secret}`,
          '/work/main/package.json',
          '/etc/passwd',
          '/etc/shadow',
          '/proc/1/root/etc/hostname',
        ].join('\n'),
      );
      expect(r.status).toBe('AC');
      expect(r.stdout).not.toContain('TOP-SECRET');
      expect(r.stdout).not.toContain('"name"');
      expect(r.stdout).not.toContain('root:');
      expect(r.stdout.match(/unreadable/g)?.length).toBeGreaterThanOrEqual(5);
    } finally {
      fs.rmSync(secret, { force: true });
    }
    await expectHealthy();
  });

  it('sees only its own processes in /proc, as a uid that is not root, without capabilities', async () => {
    const r = await run(
      '#include <stdio.h>\n#include <dirent.h>\n#include <ctype.h>\n#include <unistd.h>\n#include <string.h>\n' +
        'int main(void){int n=0;DIR*d=opendir("/proc");struct dirent*e;while((e=readdir(d)))if(isdigit(e->d_name[0]))n++;' +
        'printf("procs %d pid %d uid %d\\n",n,getpid(),getuid());FILE*f=fopen("/proc/self/status","r");char l[256];' +
        'while(fgets(l,sizeof l,f))if(!strncmp(l,"CapEff",6)||!strncmp(l,"NoNewPrivs",10))fputs(l,stdout);return 0;}\n',
    );
    expect(r.status).toBe('AC');
    const [, procs, pid, uid] = /procs (\d+) pid (\d+) uid (\d+)/.exec(r.stdout) ?? [];
    expect(Number(procs)).toBeLessThanOrEqual(3);
    expect(Number(pid)).toBeLessThanOrEqual(3);
    expect(Number(uid)).not.toBe(0);
    expect(r.stdout).toMatch(/CapEff:\s+0+\n/);
    expect(r.stdout).toMatch(/NoNewPrivs:\s+1/);
  });

  it('cannot kill, limit or trace the runner (PID 1)', async () => {
    const r = await run(
      '#define _GNU_SOURCE\n#include <stdio.h>\n#include <signal.h>\n#include <sys/resource.h>\n#include <sys/ptrace.h>\n' +
        'int main(void){struct rlimit z={0,0};printf("kill %d\\n",kill(1,SIGKILL));printf("stop %d\\n",kill(1,SIGSTOP));' +
        'printf("prlimit %d\\n",prlimit(1,RLIMIT_NOFILE,&z,0));printf("ptrace %ld\\n",ptrace(PTRACE_ATTACH,1,0,0));return 0;}\n',
    );
    expect(r).toMatchObject({ status: 'AC', stdout: 'kill -1\nstop -1\nprlimit -1\nptrace -1\n' });
    await expectHealthy();
  });

  it('cannot write outside its work dir', async () => {
    const r = await run(
      '#include <stdio.h>\nint main(void){char path[256];while(scanf("%255s",path)==1){FILE*f=fopen(path,"w");' +
        'printf("%s %s\\n",path,f?"WRITTEN":"refused");if(f)fclose(f);}return 0;}\n',
      [
        '/x',
        '/usr/x',
        '/etc/x',
        '/prog/x',
        '/dev/x',
        '/proc/x',
        '/w/../x',
        '/tmp/ok',
        '/w/ok',
      ].join('\n'),
    );
    expect(r.status).toBe('AC');
    const written = r.stdout
      .split('\n')
      .filter((l) => l.endsWith('WRITTEN'))
      .map((l) => l.split(' ')[0]);
    expect(written).toEqual(['/tmp/ok', '/w/ok']);
    await expectHealthy();
  });

  it('leaves nothing for a later run', async () => {
    const writer = await run(
      '#include <stdio.h>\nint main(void){FILE*a=fopen("/w/left","w");FILE*b=fopen("/tmp/left","w");printf("%d %d\\n",!!a,!!b);return 0;}\n',
    );
    expect(writer.stdout).toBe('1 1\n');
    const reader = await run(
      '#include <stdio.h>\nint main(void){printf("%d %d\\n",!!fopen("/w/left","r"),!!fopen("/tmp/left","r"));return 0;}\n',
    );
    expect(reader.stdout).toBe('0 0\n');
  });
});

afterAll(async () => {
  await expectHealthy();
});
