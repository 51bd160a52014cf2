/* Shared between runner.c (modes, argument parsing, the child) and tree.c (watching the tree). */
#ifndef OJ_RUNNER_H
#define OJ_RUNNER_H
#include <sys/types.h>
#include <time.h>

struct opts {
  long long cpu_ms, wall_ms, mem_kb, as_kb, stack_kb, fsize, nproc, nofile;
  long uid, gid;
  const char *in, *out, *err;
  int report_fd, go_fd;
  char **argv;
};

struct outcome {
  int status, reaped;
  const char *timeout;
  int mem_killed;
  long long peak_rss_kb;
};

static inline long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Waits for the main program, enforcing the wall, CPU and (without a cgroup) RSS limits. */
void watch(const struct opts *o, pid_t pid, long long start, struct outcome *out);
/* CPU time of every reaped descendant, in microseconds; maxrss of the largest one. */
long long children_cpu_us(long long *maxrss_kb);
/* Sets no_new_privs and the judged program's system call filter (seccomp.c); 0 on success. */
int install_seccomp(void);
/* `runner mounts RUNS_DIR`: the judge's tmpfs mount helper (mounts.c). */
int mount_helper(int argc, char **argv);

#endif
