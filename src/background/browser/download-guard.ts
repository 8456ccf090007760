/**
 * Which downloads of a tab are the agent's, to be blocked (downloads.ts), and which of those the next action
 * report still has to tell. A download is the agent's while an action runs, and for LATE_DOWNLOAD_MS after it while
 * the task holds the tab, unless the user approved it on a confirmation card.
 */
import { blockDownload, type Blocked } from './downloads';

/**
 * A download that begins this long after an agent action, while the task still runs on the tab, is the agent's too:
 * a server building an export takes seconds, and a hostile page can wait out the action on purpose. Once the task
 * ends, downloads are the user's again.
 */
export const LATE_DOWNLOAD_MS = 15_000;

export interface BlockedDownload {
  filename: string;
  url: string;
  outcome: Promise<Blocked>;
}

export class DownloadGuard {
  /** Downloads blocked as the agent's; the first `reported` of them were told in an action report. */
  readonly blocked: BlockedDownload[] = [];
  private reported = 0;
  /** The user approved a download on a confirmation card: the next action's downloads go through... */
  private allowed = false;
  /** ...and those that begin late, until then. */
  private allowedUntil = 0;
  /** When the last agent action on this tab ended. */
  private actionEndedAt = 0;

  /** Page.downloadWillBegin: blocks the download when it is the agent's. */
  onDownloadWillBegin(p: { suggestedFilename: string; url: string }, acting: boolean, taskHoldsTab: boolean): void {
    const now = Date.now();
    if (this.allowed || now < this.allowedUntil) return;
    if (acting || (now - this.actionEndedAt < LATE_DOWNLOAD_MS && taskHoldsTab))
      this.blocked.push({ filename: p.suggestedFilename, url: p.url, outcome: blockDownload(p.url) });
  }

  allowNext(): void {
    this.allowed = true;
  }

  /** The blocked downloads no report has told yet; they count as told from now on. */
  takeUnreported(): BlockedDownload[] {
    const fresh = this.blocked.slice(this.reported);
    this.reported = this.blocked.length;
    return fresh;
  }

  /** An action ended: an approval carries over to downloads that begin late, then is used up. */
  actionEnded(): void {
    this.actionEndedAt = Date.now();
    if (this.allowed) this.allowedUntil = Date.now() + LATE_DOWNLOAD_MS;
    this.allowed = false;
  }
}
