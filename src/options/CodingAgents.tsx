import { useEffect, useState } from 'preact/hooks';
import { MCP_CONFIG_KEY, MCP_PAIRED_KEY, type PairedClient } from '../shared/bridge-protocol';
import { t } from '../shared/i18n';

/**
 * "Coding agents" (the MCP bridge): the switch, the one-time install command with this extension's id, and the
 * agents the user paired, each removable. Stored apart from the settings form (chrome.storage keys of the bridge).
 */
export function CodingAgents() {
  const [enabled, setEnabled] = useState(false);
  const [paired, setPaired] = useState<PairedClient[]>([]);
  useEffect(() => {
    const load = async () => {
      const stored = await chrome.storage.local.get([MCP_CONFIG_KEY, MCP_PAIRED_KEY]);
      setEnabled(Boolean((stored[MCP_CONFIG_KEY] as { enabled?: boolean } | undefined)?.enabled));
      setPaired((stored[MCP_PAIRED_KEY] as PairedClient[] | undefined) ?? []);
    };
    void load();
    const onChange = (_changes: unknown, area: string) => area === 'local' && void load();
    chrome.storage.onChanged.addListener(onChange);
    return () => chrome.storage.onChanged.removeListener(onChange);
  }, []);
  const toggle = async (on: boolean) => {
    const current = (await chrome.storage.local.get(MCP_CONFIG_KEY))[MCP_CONFIG_KEY] as object | undefined;
    await chrome.storage.local.set({ [MCP_CONFIG_KEY]: { ...current, enabled: on } });
  };
  const forget = async (id: string) => {
    await chrome.storage.local.set({ [MCP_PAIRED_KEY]: paired.filter((c) => c.id !== id) });
  };
  const command = `npx tabwright-mcp install --extension-id ${chrome.runtime.id}`;
  return (
    <section aria-labelledby="mcp-heading" data-testid="mcp-options">
      <h2 id="mcp-heading">{t('mcp_optionsHeading')}</h2>
      <p class="hint">{t('mcp_optionsIntro')}</p>
      <label class="inline">
        <input
          type="checkbox"
          name="mcpEnabled"
          checked={enabled}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        {t('mcp_optionsEnable')}
      </label>
      <p class="hint">{t('mcp_optionsInstall')}</p>
      <pre class="mcp-command">
        <code>{command}</code>
      </pre>
      <h3>{t('mcp_optionsPaired')}</h3>
      {paired.length === 0 && <p class="hint">{t('mcp_optionsNonePaired')}</p>}
      <ul class="mcp-paired">
        {paired.map((c) => (
          <li key={c.id}>
            {c.name} · {new Date(c.lastSeen).toLocaleString()}{' '}
            <button type="button" class="secondary" onClick={() => void forget(c.id)}>
              {t('mcp_optionsForget')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
