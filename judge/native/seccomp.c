/*
 * The system call filter of every judged program (contestants' programs, compilers, checkers
 * and interactors alike: they all start through `runner run`).
 *
 * Where it is installed: in the runner's child, after it dropped to the run's uid and right
 * before execvp, not handed to bwrap with --seccomp. That way the runner (PID 1) stays
 * unfiltered and can still set uids, signal and report; the filter is built from the
 * <sys/syscall.h> the runner is compiled against (x86_64 and aarch64 alike) instead of BPF
 * bytes shipped through Node and one more fd per run; and it covers exactly the untrusted
 * program and everything it starts (filters are inherited across fork and exec, and can
 * never be removed).
 *
 * Refused calls fail with EPERM so programs see an ordinary failed call; clone3 answers
 * ENOSYS because its flags live in memory the filter cannot read, and glibc then falls back
 * to clone, whose flags it can. A system call of a foreign ABI (32-bit x86 through int 0x80,
 * x32, arm32) kills the process: the numbers below mean nothing in another ABI.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#include "runner.h"

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "the seccomp filter knows x86_64 and aarch64 only"
#endif

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ARG0_LOW offsetof(struct seccomp_data, args[0])
#else
#define ARG0_LOW (offsetof(struct seccomp_data, args[0]) + 4)
#endif

/* Every flag that makes clone create a namespace. CLONE_NEWTIME is left out: it shares its
 * bit with the exit signal in clone's flags and can only be asked for through clone3. */
#define CLONE_NEW_ANY                                                                          \
  (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | \
   CLONE_NEWNET)

/* Kernel attack surface no judged program needs: namespaces, mounts, BPF, perf, keyrings,
 * userfaultfd, io_uring, tracing and other processes' memory, kexec and modules, handles. */
static const unsigned int refused[] = {
    SYS_unshare, SYS_setns, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_bpf, SYS_perf_event_open,
    SYS_keyctl, SYS_add_key, SYS_request_key, SYS_userfaultfd, SYS_ptrace, SYS_process_vm_readv,
    SYS_process_vm_writev, SYS_kexec_load, SYS_init_module, SYS_finit_module, SYS_delete_module,
    SYS_open_by_handle_at,
#ifdef SYS_kexec_file_load
    SYS_kexec_file_load,
#endif
#ifdef SYS_io_uring_setup
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
#endif
#ifdef SYS_open_tree
    SYS_open_tree, SYS_move_mount, SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick,
#endif
#ifdef SYS_mount_setattr
    SYS_mount_setattr,
#endif
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define STMT(code, k) ((struct sock_filter)BPF_STMT((code), (k)))
#define JUMP(code, k, t, f) ((struct sock_filter)BPF_JUMP((code), (k), (t), (f)))
#define LOAD(off) STMT(BPF_LD | BPF_W | BPF_ABS, (off))
#define RET(v) STMT(BPF_RET | BPF_K, (v))
#define IF_EQ(k, t, f) JUMP(BPF_JMP | BPF_JEQ | BPF_K, (k), (t), (f))
#define DENY RET(SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))
#define ALLOW RET(SECCOMP_RET_ALLOW)
#define KILL RET(SECCOMP_RET_KILL_PROCESS)

/* Header, clone3, clone and socket checks, two instructions per refused call, and the end. */
#define MAX_FILTER (32 + 2 * COUNT(refused))

static unsigned short build(struct sock_filter *f) {
  unsigned short n = 0;
  f[n++] = LOAD(offsetof(struct seccomp_data, arch));
  f[n++] = IF_EQ(NATIVE_ARCH, 1, 0);
  f[n++] = KILL;
  f[n++] = LOAD(offsetof(struct seccomp_data, nr));
#ifdef __x86_64__
  /* x32 shares AUDIT_ARCH_X86_64 and marks its numbers with this bit instead. */
  f[n++] = JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1);
  f[n++] = KILL;
#endif
  f[n++] = IF_EQ(SYS_clone3, 0, 1);
  f[n++] = RET(SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA));
  /* clone: allowed (threads, fork, vfork) unless it asks for a new namespace. */
  f[n++] = IF_EQ(SYS_clone, 0, 4);
  f[n++] = LOAD(ARG0_LOW);
  f[n++] = JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_NEW_ANY, 0, 1);
  f[n++] = DENY;
  f[n++] = ALLOW;
  /* socket: local and IP sockets only, so no netlink (netfilter, routing) nor packet sockets. */
  f[n++] = IF_EQ(SYS_socket, 0, 6);
  f[n++] = LOAD(ARG0_LOW);
  f[n++] = IF_EQ(AF_UNIX, 3, 0);
  f[n++] = IF_EQ(AF_INET, 2, 0);
  f[n++] = IF_EQ(AF_INET6, 1, 0);
  f[n++] = DENY;
  f[n++] = ALLOW;
  for (unsigned i = 0; i < COUNT(refused); i++) {
    f[n++] = IF_EQ(refused[i], 0, 1);
    f[n++] = DENY;
  }
  f[n++] = ALLOW;
  return n;
}

int install_seccomp(void) {
  struct sock_filter f[MAX_FILTER];
  struct sock_fprog prog = {.len = build(f), .filter = f};
  /* Required for a filter without CAP_SYS_ADMIN, and no set-uid binary may shed it either. */
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0);
}
