/*
 * runner mounts RUNS_DIR: the judge's mount helper, for a judge running as root.
 *
 * Every run's work dir is a tmpfs of its own with a size and an inode cap, so one run cannot
 * fill the host's disk. Node has no mount(2), and starting a process per mount would cost as
 * much as the run it serves, so one helper lives as long as the judge. It reads one command
 * per line on stdin and answers each with one line on stdout, in order:
 *
 *   tmpfs BYTES INODES UID PATH   a tmpfs on PATH, its root 0700 and owned by UID:UID
 *   umount PATH                   detach PATH (lazily: never blocks on a mount still in use)
 *
 * The answer is "ok" or "error <reason>". PATH must lie inside RUNS_DIR. At the end of its
 * input (the judge exited, or died) it detaches every tmpfs it mounted and was not told to
 * unmount, so a crashed judge pins no memory; the next judge's sweep removes the folders.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>

#include "runner.h"

static char **mounted;
static size_t n_mounted, cap_mounted;

static void remember(const char *path) {
  if (n_mounted == cap_mounted) {
    size_t cap = cap_mounted ? 2 * cap_mounted : 64;
    char **grown = realloc(mounted, cap * sizeof *grown);
    if (!grown) return; /* only the clean-up at exit would miss it */
    mounted = grown;
    cap_mounted = cap;
  }
  char *copy = strdup(path);
  if (copy) mounted[n_mounted++] = copy;
}

static void forget(const char *path) {
  for (size_t i = 0; i < n_mounted; i++)
    if (strcmp(mounted[i], path) == 0) {
      free(mounted[i]);
      mounted[i] = mounted[--n_mounted];
      return;
    }
}

/* Inside RUNS_DIR, never `..`: a bug in the judge must not mount over anything else. */
static int allowed(const char *runs, const char *path) {
  size_t n = strlen(runs);
  return strncmp(path, runs, n) == 0 && path[n] == '/' && path[n + 1] && !strstr(path, "/..");
}

static const char *mount_tmpfs(const char *runs, char *args) {
  long long bytes, inodes;
  long uid;
  int used = 0;
  if (sscanf(args, "%lld %lld %ld %n", &bytes, &inodes, &uid, &used) != 3 || used == 0 ||
      bytes <= 0 || inodes <= 0 || uid <= 0)
    return "bad arguments";
  const char *path = args + used;
  if (!allowed(runs, path)) return "path outside the runs folder";
  char data[160];
  snprintf(data, sizeof data, "size=%lld,nr_inodes=%lld,mode=0700,uid=%ld,gid=%ld", bytes,
           inodes, uid, uid);
  if (mount("oj-run", path, "tmpfs", MS_NOSUID | MS_NODEV, data) != 0) return strerror(errno);
  remember(path);
  return NULL;
}

static const char *unmount(const char *runs, const char *path) {
  if (!allowed(runs, path)) return "path outside the runs folder";
  forget(path);
  if (umount2(path, MNT_DETACH | UMOUNT_NOFOLLOW) != 0) return strerror(errno);
  return NULL;
}

int mount_helper(int argc, char **argv) {
  if (argc != 3 || argv[2][0] != '/') {
    fprintf(stderr, "usage: runner mounts RUNS_DIR\n");
    return 125;
  }
  const char *runs = argv[2];
  char *line = NULL;
  size_t size = 0;
  ssize_t len;
  while ((len = getline(&line, &size, stdin)) > 0) {
    if (line[len - 1] == '\n') line[len - 1] = 0;
    const char *err = "unknown command";
    if (strncmp(line, "tmpfs ", 6) == 0) err = mount_tmpfs(runs, line + 6);
    else if (strncmp(line, "umount ", 7) == 0) err = unmount(runs, line + 7);
    if (err ? printf("error %s\n", err) < 0 : puts("ok") < 0) break;
    if (fflush(stdout) != 0) break;
  }
  for (size_t i = 0; i < n_mounted; i++) umount2(mounted[i], MNT_DETACH | UMOUNT_NOFOLLOW);
  return 0;
}
