import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce, type CompiledProgram } from '../engine.ts';
import { mustCompile } from '../judging/fixtures.ts';
import { parseMountInfo } from './cgroup-fs.ts';
import { judgeDir, judgeRoot } from './paths.ts';

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
  // "Quickly": stopped by its limits (a wall clock of 2.1 s) rather than left to run. The
  // bounds are loose, for a busy machine, and the compile is outside them.
  it('a fork bomb ends in RE or TLE, quickly, and leaves nothing behind', async () => {
    const bomb = await mustCompile('C', '#include <unistd.h>\nint main(void){for(;;)fork();}\n');
    const started = Date.now();
    const r = await runOnce(bomb, '', limits);
    expect(['TLE', 'RE']).toContain(r.status);
    expect(Date.now() - started).toBeLessThan(30_000);
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
    const sleeper = await mustCompile(
      'C',
      '#include <unistd.h>\nint main(void){for(;;)pause();}\n',
    );
    const started = Date.now();
    const r = await runOnce(sleeper, '', limits);
    expect(r.status).toBe('TLE');
    expect(r.timeMs).toBeLessThanOrEqual(limits.timeLimitMs);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expectHealthy();
  });

  it('allocating 1 GB is MLE', async () => {
    const r = await run(
      '#include <stdlib.h>\n#include <stdio.h>\nint main(void){size_t n=1u<<30;volatile char*p=malloc(n);if(!p)return 2;' +
        'for(size_t i=0;i<n;i+=4096)p[i]=1;printf("%d\\n",p[4096]);return 0;}\n',
      '',
      // A CPU limit the page faults cannot reach first: on a fresh or busy VM first touches
      // cost milliseconds per MB, and the cap here is 320 MB.
      { timeLimitMs: 10_000 },
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

const MB = 1024 * 1024;
const freeBytes = () => {
  const s = fs.statfsSync(judgeRoot());
  return s.bavail * s.bsize;
};

/** Waits until every run folder of this judge is gone, with nothing left mounted under runs/. */
const runFoldersGone = async () => {
  const runs = fs.realpathSync(judgeDir('runs'));
  const mine = `${process.pid}-`;
  const left = () => [
    ...fs.readdirSync(runs).filter((n) => n.startsWith(mine)),
    ...parseMountInfo(fs.readFileSync('/proc/self/mountinfo', 'utf8'))
      .map((m) => m.mountPoint)
      .filter((m) => m.startsWith(`${runs}/${mine}`)),
  ];
  const end = Date.now() + 60_000;
  while (left().length > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return left();
};

describe('the work dir', () => {
  it('filling it with 31 MB files is RE "work directory full", and the host keeps its disk', async () => {
    const before = freeBytes();
    const r = await run(
      [
        '#include <stdio.h>',
        '#include <string.h>',
        '#include <errno.h>',
        'static char b[1<<20];',
        'int main(void){memset(b,7,sizeof b);int n=0;long mb=0;const char*e="none";',
        'for(;n<64;n++){char p[32];sprintf(p,"/w/f%d",n);FILE*f=fopen(p,"w");if(!f){e=strerror(errno);break;}',
        'int ok=1;for(int k=0;k<31&&ok;k++)if(fwrite(b,1,sizeof b,f)==sizeof b)mb++;else{ok=0;e=strerror(errno);}',
        'if(fclose(f)&&ok){ok=0;e=strerror(errno);}if(!ok)break;}',
        'printf("files %d MB %ld error %s\\n",n,mb,e);return 0;}',
      ].join('\n'),
      '',
      { timeLimitMs: 5000 },
    );
    expect(r.stdout).toMatch(/^files 2 MB 6[0-4] error No space left on device\n$/);
    expect(r).toMatchObject({
      status: 'RE',
      stderr: 'work directory full: the program wrote more than 64 MB of files',
    });
    expect(await runFoldersGone()).toEqual([]);
    // Loose: other processes share this disk. Without the cap the run wrote 1984 MB to it.
    expect(before - freeBytes()).toBeLessThan(256 * MB);
    await expectHealthy();
  });

  it('creating files without end is RE "work directory full" too', async () => {
    const r = await run(
      '#include <stdio.h>\nint main(void){int n=0;for(;;n++){char p[32];sprintf(p,"/w/%d",n);FILE*f=fopen(p,"w");' +
        'if(!f)break;fclose(f);}printf("%d\\n",n);return 0;}\n',
      '',
      { timeLimitMs: 3000 },
    );
    expect(r).toMatchObject({ status: 'RE' });
    expect(r.stderr).toMatch(/^work directory full: the program created more than \d+ files$/);
    expect(await runFoldersGone()).toEqual([]);
  });
});

/** C helper shared by the system-call probes: prints `name RESULT` for one call. */
const show =
  'static void show(const char*n,long r){printf("%s %s\\n",n,r>=0?"SUCCEEDED":errno==EPERM?"EPERM":errno==ENOSYS?"ENOSYS":strerror(errno));}\n';
const probe = (includes: string[], body: string[]) =>
  [
    '#define _GNU_SOURCE',
    ...['errno.h', 'stdio.h', 'string.h', 'unistd.h', 'sys/syscall.h', ...includes].map(
      (h) => `#include <${h}>`,
    ),
    show,
    `int main(void){${body.join('')}puts("finished");return 0;}`,
  ].join('\n');

describe('the system call filter (seccomp)', () => {
  it('refuses new namespaces: unshare, setns and clone with CLONE_NEW*; clone3 is ENOSYS', async () => {
    const r = await run(
      probe(
        ['sched.h', 'fcntl.h', 'signal.h', 'sys/wait.h'],
        [
          'show("unshare-user",unshare(CLONE_NEWUSER));',
          'show("unshare-net",unshare(CLONE_NEWNET));',
          'show("unshare-mount",unshare(CLONE_NEWNS));',
          'long p=syscall(SYS_clone,CLONE_NEWUSER|CLONE_NEWNET|SIGCHLD,0,0,0,0);if(p==0)_exit(0);',
          'if(p>0)waitpid(p,0,0);show("clone-newuser",p);',
          'unsigned long long a[11]={0};a[4]=SIGCHLD;long q=syscall(SYS_clone3,a,sizeof a);',
          'if(q==0)_exit(0);if(q>0)waitpid(q,0,0);show("clone3",q);',
          'show("setns",setns(open("/proc/self/ns/net",O_RDONLY),CLONE_NEWNET));',
        ],
      ),
    );
    expect(r).toMatchObject({ status: 'AC' });
    expect(r.stdout).toBe(
      [
        'unshare-user EPERM',
        'unshare-net EPERM',
        'unshare-mount EPERM',
        'clone-newuser EPERM',
        'clone3 ENOSYS',
        'setns EPERM',
        'finished',
        '',
      ].join('\n'),
    );
    await expectHealthy();
  });

  it('refuses netlink and packet sockets; unix, IPv4 and IPv6 sockets still open', async () => {
    const r = await run(
      probe(
        ['sys/socket.h', 'arpa/inet.h', 'linux/netlink.h', 'linux/if_ether.h'],
        [
          'show("netlink-netfilter",socket(AF_NETLINK,SOCK_RAW,NETLINK_NETFILTER));',
          'show("netlink-route",socket(AF_NETLINK,SOCK_DGRAM,NETLINK_ROUTE));',
          'show("packet",socket(AF_PACKET,SOCK_DGRAM,htons(ETH_P_ALL)));',
          'show("unix",socket(AF_UNIX,SOCK_STREAM,0));',
          'show("inet",socket(AF_INET,SOCK_DGRAM,0));',
          'show("inet6",socket(AF_INET6,SOCK_STREAM,0));',
        ],
      ),
    );
    expect(r).toMatchObject({ status: 'AC' });
    expect(r.stdout).toBe(
      [
        'netlink-netfilter EPERM',
        'netlink-route EPERM',
        'packet EPERM',
        'unix SUCCEEDED',
        'inet SUCCEEDED',
        'inet6 SUCCEEDED',
        'finished',
        '',
      ].join('\n'),
    );
    await expectHealthy();
  });

  it("refuses ptrace, bpf, io_uring, keyrings, perf events, userfaultfd, other processes' memory and mounts", async () => {
    const r = await run(
      probe(
        [
          'sys/ptrace.h',
          'sys/uio.h',
          'linux/bpf.h',
          'linux/io_uring.h',
          'linux/keyctl.h',
          'linux/perf_event.h',
        ],
        [
          'show("ptrace",ptrace(PTRACE_TRACEME,0,0,0));',
          'union bpf_attr b;memset(&b,0,sizeof b);b.map_type=BPF_MAP_TYPE_ARRAY;b.key_size=4;b.value_size=4;b.max_entries=1;',
          'show("bpf",syscall(SYS_bpf,BPF_MAP_CREATE,&b,sizeof b));',
          'struct io_uring_params u;memset(&u,0,sizeof u);show("io_uring_setup",syscall(SYS_io_uring_setup,8,&u));',
          'show("keyctl",syscall(SYS_keyctl,KEYCTL_JOIN_SESSION_KEYRING,0));',
          'show("add_key",syscall(SYS_add_key,"user","oj","x",1,KEY_SPEC_PROCESS_KEYRING));',
          'struct perf_event_attr e;memset(&e,0,sizeof e);e.type=PERF_TYPE_SOFTWARE;e.size=sizeof e;',
          'e.config=PERF_COUNT_SW_TASK_CLOCK;e.exclude_kernel=1;',
          'show("perf_event_open",syscall(SYS_perf_event_open,&e,0,-1,-1,0));',
          'show("userfaultfd",syscall(SYS_userfaultfd,1));',
          'char s[4]="abc",d[4];struct iovec l={d,4},m={s,4};',
          'show("process_vm_readv",syscall(SYS_process_vm_readv,getpid(),&l,1,&m,1,0));',
          'show("mount",syscall(SYS_mount,"none","/w","tmpfs",0,0));',
        ],
      ),
    );
    expect(r).toMatchObject({ status: 'AC' });
    const lines = r.stdout.trim().split('\n');
    expect(lines.pop()).toBe('finished');
    expect(lines.map((l) => l.split(' ')[0])).toEqual([
      'ptrace',
      'bpf',
      'io_uring_setup',
      'keyctl',
      'add_key',
      'perf_event_open',
      'userfaultfd',
      'process_vm_readv',
      'mount',
    ]);
    for (const line of lines) expect(line).toMatch(/ EPERM$/);
    await expectHealthy();
  });

  it('still lets programs start threads, fork and use unix sockets, under one filter', async () => {
    const r = await run(
      probe(
        ['pthread.h', 'sys/socket.h', 'sys/wait.h'],
        [
          'pthread_t t;int a=pthread_create(&t,0,(void*(*)(void*))getpid,0);if(!a)pthread_join(t,0);',
          'pid_t p=fork();if(p==0)_exit(7);int st=0;waitpid(p,&st,0);int sv[2];',
          'printf("thread %d fork %d socketpair %d\\n",a,WEXITSTATUS(st),socketpair(AF_UNIX,SOCK_STREAM,0,sv));',
          'FILE*f=fopen("/proc/self/status","r");char l[256];',
          'while(fgets(l,sizeof l,f))if(!strncmp(l,"Seccomp",7))fputs(l,stdout);',
        ],
      ),
    );
    expect(r).toMatchObject({ status: 'AC' });
    expect(r.stdout).toMatch(
      /^thread 0 fork 7 socketpair 0\nSeccomp:\s+2\nSeccomp_filters:\s+1\nfinished\n$/,
    );
  });
});

afterAll(async () => {
  await expectHealthy();
});
