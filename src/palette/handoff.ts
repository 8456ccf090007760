/**
 * Take over / Hand back from the palette: while the agent works on this tab the palette offers Take over; while
 * the task waits for the user it says what to do and offers Hand back, the palette's text being the note.
 */
import { t } from '../shared/i18n';
import { sendToWorker } from '../shared/worker-client';
import { el, type PaletteView } from './view';

interface HandoffState {
  status: string;
  takingOver: boolean;
  what?: string;
}

export function addHandoffControls(view: PaletteView, token: string, close: () => void): void {
  void sendToWorker<HandoffState>({ type: 'palette/handoff', action: 'state', token }).then((state) => {
    if (!state.ok) return;
    const { status, takingOver, what } = state.value;
    if (status !== 'running' && status !== 'waiting') return;
    const box = el('div', { className: 'section section-handoff' });
    const line = el('p', { className: 'handoff-status' }, { role: 'status' });
    const button = el('button', { type: 'button', className: 'choice handoff-action' });
    if (status === 'running') {
      line.textContent = takingOver ? t('paletteHandoffTakingOver') : t('paletteHandoffRunning');
      button.textContent = t('paletteHandoffTakeOver');
      button.disabled = takingOver;
    } else {
      line.textContent = t('paletteHandoffWaiting', what ?? '');
      button.textContent = t('paletteHandoffHandBack');
    }
    // Only the user's own click: a page cannot press it with a synthetic event.
    button.addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      const note = view.input.value.trim();
      const message =
        status === 'running'
          ? ({ type: 'palette/handoff', action: 'take-over', token } as const)
          : ({ type: 'palette/handoff', action: 'hand-back', token, ...(note ? { note } : {}) } as const);
      void sendToWorker(message).then((result) => {
        if (result.ok) close();
        else view.status.textContent = result.error;
      });
    });
    box.append(line, button);
    view.dialog.insertBefore(box, view.suggestions);
  });
}
