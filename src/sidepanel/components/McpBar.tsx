import { t } from '../../shared/i18n';
import { answerPairing, disconnectAgent, grantThisTab, mcp } from '../store/mcp';
import { tabId } from '../store/session';

/**
 * External agents (MCP): a client asking to pair (Allow / Refuse), and each connected agent with what it is doing
 * and a Disconnect button. Shown in every panel, whatever its tab: an agent is the user's business wherever they are.
 */
export function McpBar() {
  const state = mcp.value;
  if (!state || (state.requests.length === 0 && state.agents.length === 0)) return null;
  const granted = tabId.value !== undefined && state.granted.includes(tabId.value);
  return (
    <section class="mcp-bar" aria-label={t('mcp_barLabel')} data-testid="mcp-bar">
      {state.requests.map((r) => (
        <div class="notice-bar mcp-request" role="alert" key={`r${r.conn}`} data-conn={r.conn}>
          <p>{t('mcp_pairRequest', r.name)}</p>
          <button type="button" class="mcp-allow" onClick={() => answerPairing(r.conn, true)}>
            {t('mcp_allow')}
          </button>
          <button type="button" class="mcp-refuse" onClick={() => answerPairing(r.conn, false)}>
            {t('mcp_refuse')}
          </button>
        </div>
      ))}
      {state.agents.map((a) => (
        <div class="notice-bar mcp-agent" role="status" key={`a${a.conn}`} data-conn={a.conn}>
          <p>
            {t('mcp_connected', a.name)}
            {' · '}
            <span class="mcp-activity">{a.activity ? t('mcp_doing', a.activity) : t('mcp_idle')}</span>
          </p>
          <button type="button" class="mcp-disconnect" onClick={() => disconnectAgent(a.conn)}>
            {t('mcp_disconnect')}
          </button>
        </div>
      ))}
      {state.agents.length > 0 && !granted && (
        <button type="button" class="mcp-grant link-button" onClick={grantThisTab}>
          {t('mcp_grantTab')}
        </button>
      )}
    </section>
  );
}
