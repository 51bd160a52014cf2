/*
 * The judge's sandbox helper (compiled once by the judge with gcc, cached by content hash).
 *
 *   runner run [limits] -- program args...
 *     Runs inside bwrap as PID 1 of the sandbox's pid namespace (bwrap --as-pid-1). Orphans
 *     are re-parented to it, so after it reaps every descendant, RUSAGE_CHILDREN holds the CPU
 *     time of the whole process tree. While the program runs it polls the tree (wall clock,
 *     CPU, RSS) and kills everything with kill(-1) when a limit is crossed. It prints one JSON
 *     line on the report fd.
 *
 *   runner mkfifo PATH...   (the two pipes of an interactive run)
 *
 *   runner mounts RUNS_DIR  (the judge's long-lived tmpfs mount helper, see mounts.c)
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runner.h"

static int parse_run(int argc, char **argv, struct opts *o) {
  memset(o, 0, sizeof *o);
  o->report_fd = o->go_fd = -1;
  o->uid = o->gid = -1;
  o->as_kb = o->mem_kb = o->fsize = o->nproc = -1;
  o->nofile = 256;
  for (int i = 2; i < argc; i += 2) {
    const char *k = argv[i];
    if (strcmp(k, "--") == 0) {
      o->argv = argv + i + 1;
      return argv[i + 1] ? 0 : -1;
    }
    if (i + 1 >= argc) return -1;
    const char *v = argv[i + 1];
    long long n = atoll(v);
    if (!strcmp(k, "--cpu-ms")) o->cpu_ms = n;
    else if (!strcmp(k, "--wall-ms")) o->wall_ms = n;
    else if (!strcmp(k, "--mem-kb")) o->mem_kb = n;
    else if (!strcmp(k, "--as-kb")) o->as_kb = n;
    else if (!strcmp(k, "--stack-kb")) o->stack_kb = n;
    else if (!strcmp(k, "--fsize")) o->fsize = n;
    else if (!strcmp(k, "--nproc")) o->nproc = n;
    else if (!strcmp(k, "--nofile")) o->nofile = n;
    else if (!strcmp(k, "--uid")) o->uid = (long)n;
    else if (!strcmp(k, "--gid")) o->gid = (long)n;
    else if (!strcmp(k, "--stdin")) o->in = v;
    else if (!strcmp(k, "--stdout")) o->out = v;
    else if (!strcmp(k, "--stderr")) o->err = v;
    else if (!strcmp(k, "--report")) o->report_fd = (int)n;
    else if (!strcmp(k, "--go")) o->go_fd = (int)n;
    else return -1;
  }
  return -1;
}

/* The program drops root for good: with every uid non-zero the kernel clears the capabilities
 * bwrap kept. The runner itself stays root, so the program (another uid) can neither signal,
 * trace nor prlimit it. */
static int drop_privileges(const struct opts *o) {
  if (o->uid < 0) return 0;
  if (setgroups(0, NULL) != 0 || setresgid(o->gid, o->gid, o->gid) != 0 ||
      setresuid(o->uid, o->uid, o->uid) != 0 || geteuid() == 0)
    return -1;
  /* A credential change clears the parent-death signal; set it again. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  return 0;
}

static void set_limit(int res, long long soft, long long hard) {
  struct rlimit r = {(rlim_t)soft, (rlim_t)hard};
  setrlimit(res, &r);
}

static void apply_limits(const struct opts *o) {
  long long cpu_s = (o->cpu_ms + 999) / 1000 + 1;
  set_limit(RLIMIT_CPU, cpu_s, cpu_s + 1);
  set_limit(RLIMIT_CORE, 0, 0);
  set_limit(RLIMIT_NOFILE, o->nofile, o->nofile);
  set_limit(RLIMIT_STACK, o->stack_kb * 1024, o->stack_kb * 1024);
  if (o->as_kb > 0) set_limit(RLIMIT_AS, o->as_kb * 1024, o->as_kb * 1024);
  if (o->fsize >= 0) set_limit(RLIMIT_FSIZE, o->fsize, o->fsize);
  if (o->nproc > 0) set_limit(RLIMIT_NPROC, o->nproc, o->nproc);
}

/* Only FIFOs come by path (interactive judging; files are inherited as fds). Opens block until
 * the other side opens its end, so the caller opens the two FIFOs of a pair in the same order
 * on both sides (by path, see open_stdio): the opens meet without deadlock, and no read starts
 * before its writer exists (a non-blocking open would let it see end-of-file). */
static int redirect(const char *path, int target, int write_end) {
  if (!path) return 0;
  int fd = write_end ? open(path, O_WRONLY) : open(path, O_RDONLY);
  if (fd < 0) return -1;
  if (dup2(fd, target) < 0) return -1;
  if (fd != target) close(fd);
  return 0;
}

/* stdin and stdout FIFOs in path order: both sandboxes of an interactive run agree on it. */
static int open_stdio(const struct opts *o) {
  int out_first = o->in && o->out && strcmp(o->out, o->in) < 0;
  int ok = out_first ? redirect(o->out, 1, 1) == 0 && redirect(o->in, 0, 0) == 0
                     : redirect(o->in, 0, 0) == 0 && redirect(o->out, 1, 1) == 0;
  return ok && redirect(o->err, 2, 1) == 0;
}

static void child(const struct opts *o, int errpipe) {
  sigset_t all;
  sigemptyset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
  for (int s = 1; s < NSIG; s++) signal(s, SIG_DFL);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  const char *what = "open stdio";
  int opened = open_stdio(o);
  if (opened && drop_privileges(o) != 0) {
    what = "drop privileges";
    opened = 0;
  }
  if (opened) {
    /* Nothing the judge holds open may leak in; errpipe is close-on-exec already. */
    if (syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */) != 0)
      for (int fd = 3; fd < 4096; fd++)
        if (fd != errpipe) close(fd);
    umask(022);
    apply_limits(o);
    /* Last: everything above needs calls the filter may refuse. Without it, no run. */
    if (install_seccomp() != 0) {
      what = "install the system call filter for";
    } else {
      execvp(o->argv[0], o->argv);
      what = "exec";
    }
  }
  dprintf(errpipe, "%s %s: %s", what, o->argv[0], strerror(errno));
  _exit(127);
}

static int run(int argc, char **argv) {
  /* kill(-1) means "everything in my pid namespace" only when we are that namespace's init;
   * anywhere else it would be every process the caller may signal on the host. */
  if (getpid() != 1) {
    fprintf(stderr, "runner: run mode must be PID 1 of its own pid namespace\n");
    return 125;
  }
  struct opts o;
  if (parse_run(argc, argv, &o) != 0 || o.report_fd < 0) {
    fprintf(stderr, "runner: bad arguments\n");
    return 125;
  }
  fcntl(o.report_fd, F_SETFD, FD_CLOEXEC);
  /* A prepared sandbox waits here for the judge's go-ahead. bwrap's own --block-fd is not
   * enough: its init only binds itself to bwrap's life after that read, so a sandbox the judge
   * cancelled (bwrap killed, pipes closed) would read end-of-file and run the program anyway,
   * outside its cgroup. Only the byte the judge writes when it starts the run lets us go on. */
  if (o.go_fd >= 0) {
    char go = 0;
    while (read(o.go_fd, &go, 1) < 0 && errno == EINTR) {
    }
    close(o.go_fd);
    if (go != 'g') return 0;
  }
  /* An inherited SIG_IGN would make the kernel reap children behind our back. */
  signal(SIGCHLD, SIG_DFL);
  /* A fork bomb's 128 busy processes would starve a normal-priority watcher for seconds; a
   * FIFO-class watcher that sleeps between polls always gets the CPU when it wakes. Children
   * go back to the normal class on fork. Best effort: it needs CAP_SYS_NICE. */
  struct sched_param sp = {.sched_priority = 1};
  sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &sp);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGCHLD);
  sigprocmask(SIG_BLOCK, &set, NULL);
  int ep[2];
  if (pipe2(ep, O_CLOEXEC) != 0) return 125;
  long long start = now_ms();
  pid_t pid = fork();
  if (pid < 0) return 125;
  if (pid == 0) child(&o, ep[1]);
  close(ep[1]);
  struct outcome out = {0, 0, NULL, 0, 0};
  watch(&o, pid, start, &out);
  long long wall = now_ms() - start;
  kill(-1, SIGKILL);
  while (waitpid(-1, NULL, 0) > 0 || errno == EINTR) {
  }
  long long maxrss = 0, cpu = children_cpu_us(&maxrss);
  char msg[512] = "";
  fcntl(ep[0], F_SETFL, O_NONBLOCK);
  ssize_t n = read(ep[0], msg, sizeof msg - 1);
  msg[n > 0 ? n : 0] = 0;
  for (char *c = msg; *c; c++)
    if (*c == '"' || *c == '\\' || (unsigned char)*c < 32) *c = ' ';
  int st = out.status;
  dprintf(o.report_fd,
          "{\"exit\":%d,\"signal\":%d,\"cpu_us\":%lld,\"maxrss_kb\":%lld,\"peak_rss_kb\":%lld,"
          "\"wall_ms\":%lld,\"timeout\":\"%s\",\"mem_killed\":%d,\"error\":\"%s\"}\n",
          WIFEXITED(st) ? WEXITSTATUS(st) : -1, WIFSIGNALED(st) ? WTERMSIG(st) : 0, cpu, maxrss,
          out.peak_rss_kb, wall, out.timeout ? out.timeout : "", out.mem_killed, msg);
  return 0;
}

/* Node has no mkfifo(3); interactive judging needs two FIFOs both sandboxes can open. */
static int make_fifos(int argc, char **argv) {
  /* The two sandboxes run as different uids; the FIFOs live only in this run's folder. */
  umask(0);
  for (int i = 2; i < argc; i++)
    if (mkfifo(argv[i], 0666) != 0) {
      fprintf(stderr, "runner: mkfifo %s: %s\n", argv[i], strerror(errno));
      return 1;
    }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "mkfifo") == 0) return make_fifos(argc, argv);
  if (argc > 1 && strcmp(argv[1], "run") == 0) return run(argc, argv);
  if (argc > 1 && strcmp(argv[1], "mounts") == 0) return mount_helper(argc, argv);
  fprintf(stderr, "usage: runner run|mkfifo|mounts ...\n");
  return 125;
}
