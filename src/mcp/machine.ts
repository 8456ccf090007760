import os from 'node:os';
import { socketPath, type Machine } from './locations';

/** This machine, for the pure location functions. */
export function thisMachine(): Machine {
  return { platform: process.platform, home: os.homedir(), env: process.env };
}

export function thisSocketPath(): string {
  const info = os.userInfo();
  return socketPath({ ...thisMachine(), uid: info.uid, user: info.username, tmpdir: os.tmpdir() });
}
