import { t } from '../../shared/i18n';
import { origins } from '../store/session';

/**
 * The task's reach in one line (policy origin sets): the sites it may read and the sites it may send data to.
 * Data read on one site still asks before it goes to another; this line only shows the task's scope.
 */
export function OriginsLine() {
  const o = origins.value;
  if (!o || (o.read.length === 0 && o.write.length === 0)) return null;
  const list = (sites: string[]) => (sites.length ? sites.join(', ') : t('panelOriginsNone'));
  return (
    <p class="origins-line" data-testid="origins-line" title={t('panelOriginsHelp')}>
      {t('panelOriginsRead', list(o.read))} · {t('panelOriginsWrite', list(o.write))}
    </p>
  );
}
