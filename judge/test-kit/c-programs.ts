/**
 * C programs for the judge's tests that more than one test file runs.
 *
 * `systemTimeBurner`: reads /dev/zero into a 1 MB buffer again and again, so nearly all of its
 * CPU time is the kernel's (system time, zeroing the buffer), while `until` holds (`s` is
 * clock() at the start); then prints its user and system clock ticks ("user sys\n").
 */
export const systemTimeBurner = (until: string) =>
  '#include <stdio.h>\n#include <time.h>\n#include <fcntl.h>\n#include <unistd.h>\n#include <sys/times.h>\n' +
  'static char b[1<<20];int main(void){int fd=open("/dev/zero",O_RDONLY);if(fd<0)return 2;' +
  `clock_t s=clock();while(${until})if(read(fd,b,sizeof b)<0)return 3;` +
  'struct tms t;times(&t);printf("%ld %ld\\n",(long)t.tms_utime,(long)t.tms_stime);return 0;}\n';

/** About 300 ms of CPU time (user + sys: what clock() counts), mostly system time. */
export const systemTime300ms = systemTimeBurner('clock()-s<(clock_t)(0.3*CLOCKS_PER_SEC)');

/** System time without end. */
export const systemTimeForever = systemTimeBurner('s>=0');
