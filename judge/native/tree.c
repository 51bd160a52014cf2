/* Watching the sandboxed process tree from PID 1: reaping, CPU, RSS, wall clock. */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runner.h"

struct usage {
  long long cpu_us, rss_kb;
};

/* Sums CPU and RSS of every live process in the sandbox (its /proc shows only ours). */
static struct usage scan_tree(long tick_us, long page_kb) {
  struct usage u = {0, 0};
  DIR *d = opendir("/proc");
  if (!d) return u;
  struct dirent *e;
  char path[300], buf[1024];
  while ((e = readdir(d))) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9' || strcmp(e->d_name, "1") == 0) continue;
    snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) continue;
    buf[n] = 0;
    char *p = strrchr(buf, ')');
    unsigned long long ut, st, cut, cst, rss;
    /* Fields after the command name: state(3) ... utime(14) stime(15) cutime(16) cstime(17)
     * ... rss(24). */
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu "
                             "%*d %*d %*d %*d %*u %*u %llu",
                     &ut, &st, &cut, &cst, &rss) != 5)
      continue;
    /* Each figure is truncated to whole ticks: half a tick per process keeps the sum unbiased
     * (a fork bomb's hundred short-lived processes would otherwise hide half its CPU). */
    u.cpu_us += (long long)(ut + st + cut + cst) * tick_us + tick_us / 2;
    u.rss_kb += (long long)rss * page_kb;
  }
  closedir(d);
  return u;
}

long long children_cpu_us(long long *maxrss_kb) {
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  if (maxrss_kb) *maxrss_kb = ru.ru_maxrss;
  return (long long)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000 + ru.ru_utime.tv_usec +
         ru.ru_stime.tv_usec;
}

/* Reaps whatever has exited; returns 1 once the main program has been reaped. */
static int reap(pid_t main_pid, struct outcome *out) {
  int st;
  pid_t w;
  while ((w = waitpid(-1, &st, WNOHANG)) > 0) {
    if (w == main_pid) {
      out->status = st;
      out->reaped = 1;
    }
  }
  return out->reaped;
}

void watch(const struct opts *o, pid_t pid, long long start, struct outcome *out) {
  long tick_us = 1000000 / sysconf(_SC_CLK_TCK);
  long page_kb = sysconf(_SC_PAGESIZE) / 1024;
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGCHLD);
  struct timespec poll = {0, 10 * 1000000};
  /* Wait first: most programs finish within the first interval, and reading the /proc stat
   * of a process in the middle of exec only slows both down. */
  while (!reap(pid, out)) {
    sigtimedwait(&set, NULL, &poll);
    if (reap(pid, out)) break;
    if (!out->timeout && now_ms() - start > o->wall_ms) {
      out->timeout = "wall";
      kill(-1, SIGKILL);
    }
    struct usage u = scan_tree(tick_us, page_kb);
    if (u.rss_kb > out->peak_rss_kb) out->peak_rss_kb = u.rss_kb;
    if (!out->timeout && children_cpu_us(NULL) + u.cpu_us > o->cpu_ms * 1000) {
      out->timeout = "cpu";
      kill(-1, SIGKILL);
    }
    if (o->mem_kb > 0 && !out->mem_killed && u.rss_kb > o->mem_kb) {
      out->mem_killed = 1;
      kill(-1, SIGKILL);
    }
  }
}

