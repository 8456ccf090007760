import type { PanelToWorker, SessionView, WorkerToPanel } from '../shared/protocol';
import { postToPanels } from './panel-ports';

/**
 * One session per tab. The hot state lives in memory and is mirrored to chrome.storage.session after every change,
 * so a worker restart rebuilds it; finished conversations go to history (IndexedDB) by the history module.
 */
const STORAGE_PREFIX = 'session:';

export interface ChatTurn {
  id: string;
  role: 'user' | 'assistant' | 'notice';
  text: string;
  at: number;
}

interface Session {
  view: SessionView;
  prefill?: string;
}

class Sessions {
  private byTab = new Map<number, Session>();

  private async load(tabId: number): Promise<Session> {
    const cached = this.byTab.get(tabId);
    if (cached) return cached;
    const key = STORAGE_PREFIX + tabId;
    const stored = (await chrome.storage.session.get(key))[key] as Session | undefined;
    const session: Session = stored ?? {
      view: { tabId, conversationId: crypto.randomUUID(), status: 'idle', messages: [] },
    };
    // A task that was running when the worker died cannot still be running.
    if (session.view.status === 'running') session.view.status = 'interrupted';
    this.byTab.set(tabId, session);
    return session;
  }

  private async persist(tabId: number, session: Session): Promise<void> {
    await chrome.storage.session.set({ [STORAGE_PREFIX + tabId]: session });
  }

  private broadcast(tabId: number, message: WorkerToPanel) {
    postToPanels(tabId, message);
  }

  async view(tabId: number): Promise<SessionView> {
    return (await this.load(tabId)).view;
  }

  /** Context from a menu or palette waits here until the panel for that tab attaches. */
  async prefill(tabId: number, text: string) {
    const session = await this.load(tabId);
    session.prefill = text;
    await this.persist(tabId, session);
    this.broadcast(tabId, { type: 'prefill', tabId, text });
  }

  async attach(tabId: number, port: chrome.runtime.Port) {
    const session = await this.load(tabId);
    port.postMessage({ type: 'session/state', tabId, state: session.view } satisfies WorkerToPanel);
    if (session.prefill) {
      port.postMessage({ type: 'prefill', tabId, text: session.prefill } satisfies WorkerToPanel);
      session.prefill = undefined;
      await this.persist(tabId, session);
    }
  }

  async update(tabId: number, change: (view: SessionView) => void) {
    const session = await this.load(tabId);
    change(session.view);
    await this.persist(tabId, session);
    this.broadcast(tabId, { type: 'session/state', tabId, state: session.view });
  }

  async reset(tabId: number) {
    await this.update(tabId, (view) => {
      view.conversationId = crypto.randomUUID();
      view.status = 'idle';
      view.messages = [];
      delete view.error;
    });
  }

  forget(tabId: number) {
    this.byTab.delete(tabId);
    void chrome.storage.session.remove(STORAGE_PREFIX + tabId);
  }

  async handle(message: PanelToWorker, port: chrome.runtime.Port, run: (tabId: number, text: string) => Promise<void>) {
    switch (message.type) {
      case 'panel/attach':
        return this.attach(message.tabId, port);
      case 'chat/new':
        return this.reset(message.tabId);
      case 'chat/send':
        return run(message.tabId, message.text);
      default:
        return undefined;
    }
  }
}

export const sessions = new Sessions();
