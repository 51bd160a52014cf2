import { fork, type ChildProcess } from 'node:child_process';

/**
 * A bench's client side in a child process of its own (so the server's event loop and memory
 * are its own), driven over IPC: `ask` sends one request and resolves with the typed answer.
 */
export const clientProcess = (file: string) => {
  const child: ChildProcess = fork(file, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(m: unknown, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (raw: unknown) => {
        const r = raw as { type: string; message?: string };
        if (r.type === 'error') reject(new Error(r.message));
        else if (r.type === answer) resolve(r as T);
        else return;
        child.off('message', on);
      };
      child.on('message', on);
      child.send(m as never);
    });
  return { child, ask };
};
